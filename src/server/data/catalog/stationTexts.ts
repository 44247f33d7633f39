import { locales, type LocaleCode } from '../../../../i18n/locales.ts';
import { languageName } from '../displayNames.ts';
import { countryImage } from '../../../shared/currency.ts';
import { categoryNames, marketCategories } from './categories.ts';
import { introPhrases } from './introPhrases.ts';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { marketFacts, tierPricesUsd } from './marketFacts.ts';
import { featureText, tierFeatures } from './packageFeatures.ts';
import { tierDescription, tierName, tiers } from './packageTexts.ts';
import { interpolate } from '../../../shared/translate.ts';
import { fill } from './prng.ts';

/** Packages and intro texts of every station, localized; rows ready for the seed. */
export interface Station {
  id: number;
  currencyCode: string;
}

const lists = new Map(locales.map((l) => [l.code, new Intl.ListFormat(l.lang, { type: 'conjunction' })]));
const currencies = new Map(locales.map((l) => [l.code, new Intl.DisplayNames([l.lang], { type: 'currency' })]));
const list = (locale: LocaleCode, items: string[]) => lists.get(locale)!.format(items);
const perLocale = <T>(fn: (l: LocaleCode) => T) => Object.fromEntries(locales.map((l) => [l.code, fn(l.code)])) as Record<string, T>;

/** Package ids: 1–3 for the global station, `market * 10 + tier` for a market. */
export const packageId = (station: number, tierIndex: number) => (station === GLOBAL_STATION ? 0 : station * 10) + tierIndex + 1;

export function packageRows(stations: Station[]) {
  return stations.flatMap((s) => {
    const facts = marketFacts[s.id]!;
    const prices = tierPricesUsd(facts.starterUsd);
    return tiers.map((tier, i) => ({
      id: packageId(s.id, i),
      countriesId: s.id,
      tier,
      names: perLocale((l) => tierName(l, tier)),
      descriptions: perLocale((l) => tierDescription(l, tier)),
      features: perLocale((l) =>
        tierFeatures[tier].map((k) => interpolate(featureText[l][k], { methods: list(l, facts.payments) }, l)),
      ),
      priceMinor: prices[i]! * 100,
      currency: 'USD',
      sites: [1, 3, 10][i]!,
      durationMonths: [12, 12, 24][i]!,
      sort: i,
    }));
  });
}

export function introRows(stations: Station[]) {
  return stations.flatMap((s) => {
    const facts = marketFacts[s.id]!;
    const global = s.id === GLOBAL_STATION;
    const code = global ? 'USD' : s.currencyCode;
    const games = (l: LocaleCode) => list(l, marketCategories[s.id]!.slice(0, 3).map((k) => categoryNames[k][l]!));
    const contents: Record<string, (l: LocaleCode) => string> = {
      overview: (l) => fill(global ? introPhrases[l].overviewGlobal : introPhrases[l].overview, { games: games(l) }),
      payments: (l) => fill(global ? introPhrases[l].paymentsGlobal : introPhrases[l].payments, { methods: list(l, facts.payments) }),
      audience: (l) =>
        fill(global ? introPhrases[l].audienceGlobal : introPhrases[l].audience, {
          currency: currencies.get(l)!.of(code) ?? code,
          code,
          languages: list(l, facts.languages.map((tag) => languageName(tag, l))),
          tz: facts.timeZone,
        }),
      regulation: (l) => introPhrases[l][facts.regulation],
    };
    return Object.entries(contents).map(([kind, content], i) => ({
      id: (global ? 0 : s.id) * 10 + i + 1,
      countriesId: s.id,
      kind,
      titles: perLocale((l) => introPhrases[l].titles[i]!),
      contents: perLocale(content),
      img: kind === 'overview' ? countryImage(s.id) : null,
      sort: i,
    }));
  });
}
