import { type LocaleCode, locales } from '../../../i18n/locales';
import type { SiteDocument } from '~/shared/siteDesign/document';

/** Languages the document does not have yet, in the registry's order. */
export function addableLanguages(doc: SiteDocument): LocaleCode[] {
  return locales.map((l) => l.code as LocaleCode).filter((c) => !doc.languages.includes(c));
}

/** A language joins after the others: the first stays the fallback (the market's). */
export function addLanguage(doc: SiteDocument, code: LocaleCode): SiteDocument {
  return doc.languages.includes(code) ? doc : { ...doc, languages: [...doc.languages, code] };
}

export const directionOf = (code: LocaleCode) => locales.find((l) => l.code === code)?.dir ?? 'ltr';
export const labelOf = (code: LocaleCode) => locales.find((l) => l.code === code)?.label ?? code;
