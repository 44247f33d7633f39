import { type LocaleCode, locales } from '../../../i18n/locales';
import type { SiteDocument } from '~/shared/siteDesign/document';

/** Languages the document does not have yet, in the registry's order. */
export function addableLanguages(doc: SiteDocument): LocaleCode[] {
  return locales.map((l) => l.code as LocaleCode).filter((c) => !doc.languages.includes(c));
}

export const directionOf = (code: LocaleCode) => locales.find((l) => l.code === code)?.dir ?? 'ltr';
export const labelOf = (code: LocaleCode) => locales.find((l) => l.code === code)?.label ?? code;
