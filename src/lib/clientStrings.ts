import type { Catalog } from '~/shared/i18n';

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

/** Formats `{{name}}` placeholders the way i18next does. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** A translate function over a picked catalog; a missing key shows itself so tests catch it. */
export function translator(strings: Catalog) {
  return (key: string, vars?: Record<string, string | number>) => format(strings[key] ?? key, vars);
}
