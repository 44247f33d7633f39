import { and, asc, eq } from 'drizzle-orm';
import { countries } from '../db/schema/index.ts';
import type { Country, LanguageInfo, PhoneCode } from '../../shared/types.ts';
import { countryImage } from '../../shared/currency.ts';
import { locales, type LocaleCode } from '../../../i18n/locales.ts';
import { languageName, regionName } from '../data/displayNames.ts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { ServiceCtx } from '../core/context.ts';

/** Active markets, names in the request's language; `id` picks one. */
export async function listCountries({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { id?: number | undefined };
}): Promise<Country[]> {
  const where = input.id ? and(eq(countries.active, true), eq(countries.id, input.id)) : eq(countries.active, true);
  const rows = await ctx.db.select().from(countries).where(where).orderBy(asc(countries.sort), asc(countries.id));
  return rows.map((r) => ({
    id: r.id,
    countryNames: r.names[ctx.locale] ?? r.names['en'] ?? r.iso,
    currencyCode: r.currencyCode,
    img: countryImage(r.id),
    templateId: r.templateId,
  }));
}

/** The 15 locales of the registry, named in the request's language and in their own. */
export function listLanguages({ ctx }: { ctx: Pick<ServiceCtx, 'locale'> }): LanguageInfo[] {
  return locales.map((l) => ({ code: l.code, name: languageName(l.lang, ctx.locale), nativeName: l.label }));
}

const phoneCache = new Map<LocaleCode, PhoneCode[]>();

/** Calling codes of every country (libphonenumber), named in the request's language. */
export function listPhoneCodes({ ctx }: { ctx: Pick<ServiceCtx, 'locale'> }): PhoneCode[] {
  let list = phoneCache.get(ctx.locale);
  if (!list) {
    const collator = new Intl.Collator(ctx.locale);
    list = getCountries()
      .map((iso) => ({ code: `+${getCountryCallingCode(iso)}`, iso, name: regionName(iso, ctx.locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    phoneCache.set(ctx.locale, list);
  }
  return list;
}
