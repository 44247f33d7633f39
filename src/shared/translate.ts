import { findLocale } from '../../i18n/locales.ts';
import { figureVars } from './figures.ts';

/**
 * Translation without i18next, for the browser and for shared rules: plural forms by
 * Intl.PluralRules with i18next's key suffixes, and placeholders filled the locale's way.
 * The server's i18next (`i18n.ts`) reads the same catalogs and fills them with `interpolate`.
 */
export type Catalog = Record<string, string>;
export type Vars = Record<string, unknown>;

/** CLDR plural categories, in the order i18next lists its key suffixes. */
const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof categoryOrder)[number];
const suffix = /_(zero|one|two|few|many|other)$/;

/** The tag Intl formats a locale code with ('zh' → 'zh-CN'); other tags pass through. */
export function intlLang(locale: string): string {
  return findLocale(locale)?.lang ?? locale;
}

/** One Intl object per locale: they are costly to build and used on every count (and every invoice line). */
export function memo<T>(make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const made = make(key);
    cache.set(key, made);
    return made;
  };
}

const pluralRules = memo((locale) => new Intl.PluralRules(intlLang(locale)));
const numberFormat = memo((lang) => new Intl.NumberFormat(lang));

/**
 * The forms a counted key needs in a locale's catalog (`key_one`, `key_other`…): exactly the
 * CLDR categories of its language — `other` alone in ja, zh, ko, th, vi, id and ms; one, few,
 * many and other in ru; all six in ar.
 */
export function pluralCategories(locale: string): PluralCategory[] {
  const used = pluralRules(locale).resolvedOptions().pluralCategories;
  return categoryOrder.filter((c) => used.includes(c));
}

/** A catalog key without its plural suffix: `wizard.templateCount_few` → `wizard.templateCount`. */
export function baseKey(key: string): string {
  return key.replace(suffix, '');
}

/** Whether a key is one plural form of a counted key. */
export function isPluralForm(key: string): boolean {
  return suffix.test(key);
}

/**
 * The catalog key a translation reads, looked up the way i18next does so client and server
 * agree: with a numeric `count`, `key_zero` (for 0), then `key_<category>`, `key`, `key_other`.
 */
export function resolveKey(catalog: Catalog, key: string, count: unknown, locale: string): string | undefined {
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralRules(locale).select(count)}`, key, `${key}_other`]
      : [key];
  return candidates.find((k) => Object.hasOwn(catalog, k));
}

/**
 * Fills `{{name}}` placeholders. Numbers are written the locale's way (digits and grouping:
 * "3,000", "3 000", "৩,০০০"), so pass years and ids as strings. The platform figures
 * (`{{templateCount}}`, `{{startingPrice}}`…) are always available. In a right-to-left
 * locale every value is bidi-isolated.
 */
export function interpolate(template: string, vars: Vars, locale: string): string {
  const lang = intlLang(locale);
  const all: Vars = { ...figureVars(lang), ...vars };
  const fill = findLocale(locale)?.dir === 'rtl' ? isolate : (text: string) => text;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = all[name];
    if (typeof value === 'number') return fill(numberFormat(lang).format(value));
    return value === undefined || value === null ? '' : fill(String(value));
  });
}

/**
 * Wraps a value inserted into a right-to-left sentence in a first-strong isolate (U+2068 …
 * U+2069): without it the bidi algorithm reorders the value with the Arabic around it, so
 * "888 Casino" can read "Casino 888" and "@qa_tg" shows as "qa_tg@".
 */
export function isolate(text: string): string {
  return text === '' ? text : `\u2068${text}\u2069`;
}

/** Translates over one catalog without i18next (the browser): plural form, then placeholders. */
export function translate(catalog: Catalog, locale: string, key: string, vars: Vars = {}): string {
  const found = resolveKey(catalog, key, vars['count'], locale);
  // A missing key shows itself, so the page sweeps catch it.
  return found === undefined ? key : interpolate(catalog[found]!, vars, locale);
}
