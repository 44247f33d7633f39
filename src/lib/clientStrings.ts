import { interpolate, translate, type Catalog, type Vars } from '~/shared/translate';

let cache: Promise<Catalog> | undefined;

/** The page's locale code, as the layout wrote it on <html>. */
export function pageLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.dataset['locale']) || 'en';
}

/** Loads the small per-locale catalog of client strings (dialogs, errors), once. */
export function loadClientStrings(): Promise<Catalog> {
  cache ??= fetch(`/i18n/${pageLocale()}.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Catalog>) : Promise.reject(new Error(`i18n ${r.status}`))))
    .catch((err: unknown) => {
      cache = undefined;
      throw err;
    });
  return cache;
}

/** Fills `{{name}}` placeholders the way the server's translator does (numbers in the page's locale). */
export function format(template: string, vars: Vars = {}, locale = pageLocale()): string {
  return interpolate(template, vars, locale);
}

/**
 * A translate function over a picked catalog. A numeric `count` picks the plural form with
 * Intl.PluralRules (`key_one`, `key_few`, `key_other`…, i18next's suffixes), so islands and the
 * server read the same catalog. Pass the island's `locale` prop: during the build there is no
 * page to read it from. A missing key shows itself so tests catch it.
 */
export function translator(strings: Catalog, locale = pageLocale()) {
  return (key: string, vars?: Vars) => translate(strings, locale, key, vars);
}
