import { intlLang, type PluralCategory } from './translate.ts';

/**
 * A counted text in each plural form that a whole number can take in `locale`, with `{n}` where
 * the count goes: for a page script that picks the form itself (Intl.PluralRules) when the count
 * is only known in the browser. A module of its own: the storefront's bundles, which share
 * translate.ts, never carry it. `say` translates the counted key for a given count.
 */
export function countTemplates(
  locale: string,
  say: (count: number) => string,
): Partial<Record<PluralCategory, string>> {
  const rules = new Intl.PluralRules(intlLang(locale));
  const format = new Intl.NumberFormat(intlLang(locale));
  const out: Partial<Record<PluralCategory, string>> = {};
  for (let n = 1; n <= 200; n++) {
    const category = rules.select(n) as PluralCategory;
    if (out[category] === undefined) out[category] = say(n).split(format.format(n)).join('{n}');
  }
  return out;
}
