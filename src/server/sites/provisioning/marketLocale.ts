import { defaultLocale, findLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { marketFacts } from '../../data/catalog/marketFacts.ts';
import { markets } from '../../data/markets.ts';

/**
 * The language a market's generated site is written in: the first of the market's
 * languages (marketFacts, most spoken first) that the platform has a catalog for.
 * Markets whose own language is not among the 15 (Philippines, India, Nigeria, Pakistan)
 * get English, which marketFacts lists for each of them; the global station too.
 */
export const marketLocales: Readonly<Record<number, LocaleCode>> = Object.fromEntries(
  [GLOBAL_STATION, ...markets.map((m) => m.id)].map((id) => {
    const found = (marketFacts[id]?.languages ?? []).map((tag) => findLocale(tag)).find(Boolean);
    return [id, found?.code ?? defaultLocale];
  }),
);

export function marketLocale(countriesId: number): LocaleCode {
  return marketLocales[countriesId] ?? defaultLocale;
}
