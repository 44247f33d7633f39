import { locales, type LocaleCode } from '../../../i18n/locales.ts';

/**
 * Region and language names from ICU (Intl.DisplayNames) in every locale of the
 * registry: real, maintained translations instead of hand-kept tables.
 */
const regionNames = new Map(locales.map((l) => [l.code, new Intl.DisplayNames([l.lang], { type: 'region' })]));
const languageNames = new Map(locales.map((l) => [l.code, new Intl.DisplayNames([l.lang], { type: 'language' })]));

export function regionName(iso: string, locale: LocaleCode): string {
  return regionNames.get(locale)?.of(iso.toUpperCase()) ?? iso;
}

export function languageName(tag: string, locale: LocaleCode): string {
  return languageNames.get(locale)?.of(tag) ?? tag;
}

/** `{ en: 'Vietnam', vi: 'Việt Nam', … }` for a region code. */
export function regionNamesByLocale(iso: string): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l.code, regionName(iso, l.code)]));
}
