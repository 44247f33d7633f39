import { baseKey, isPluralForm, pluralCategories } from '../src/shared/translate.ts';

/**
 * The keys a catalog must hold, given English's: every key of en.json, and for a counted key
 * (`x_one`, `x_other` in English) also every plural form the locale's own language needs.
 * Languages with one form carry `_one` too (same text as `_other`): each catalog is then a
 * superset of English's keys, and i18next uses only the forms it needs.
 * One rule for the catalog test and `scripts/i18n-missing.mjs`.
 */
export function catalogKeys(en: Record<string, string>, code: string): string[] {
  const counted = new Set(Object.keys(en).filter(isPluralForm).map(baseKey));
  const forms = [...new Set([...pluralCategories('en'), ...pluralCategories(code)])];
  return [...new Set(Object.keys(en).map((k) => (isPluralForm(k) ? baseKey(k) : k)))].flatMap((k) =>
    counted.has(k) ? forms.map((c) => `${k}_${c}`) : [k],
  );
}
