/** Build-time translation for Astro pages: catalogs come from `i18n/*.json`. */
import { createTranslators, pickStrings, type Catalogs } from '~/shared/i18n';
import type { Catalog } from '~/shared/translate';
import { localeCodes, type LocaleCode } from '../../i18n/locales';

const modules = import.meta.glob<{ default: Catalog }>('../../i18n/*.json', { eager: true });

export const catalogs = Object.fromEntries(
  localeCodes.map((code) => [code, modules[`../../i18n/${code}.json`]?.default ?? {}]),
) as Catalogs;

const translators = createTranslators(catalogs);

export function useTranslations(locale: LocaleCode) {
  return translators[locale];
}

/** The strings an island needs, picked by key prefix from the page's locale. */
export function islandStrings(locale: LocaleCode, ...prefixes: string[]): Catalog {
  return pickStrings(catalogs[locale], ...prefixes);
}
