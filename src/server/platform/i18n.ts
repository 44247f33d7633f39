import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeCodes, type LocaleCode } from '../../../i18n/locales.ts';
import type { Catalog } from '../../shared/translate.ts';
import { createTranslators, pickStrings, type Catalogs } from '../../shared/i18n.ts';
import type { MessageKey, Translate } from '../../shared/messageKey.ts';

const dir = fileURLToPath(new URL('../../../i18n/', import.meta.url));

const catalogs = Object.fromEntries(
  localeCodes.map((code) => [
    code,
    // A missing catalog is a broken install: fail at start rather than answer with keys.
    JSON.parse(readFileSync(`${dir}${code}.json`, 'utf8')) as Record<string, string>,
  ]),
) as Catalogs;

const translators = createTranslators(catalogs);

/** The server's `t` for a locale: API messages and localized data. */
export function serverT(locale: LocaleCode): Translate {
  return translators[locale];
}

/** A locale's strings under some prefixes, for a page that hands them to its island. */
export function serverStrings(locale: LocaleCode, ...prefixes: string[]): Catalog {
  return pickStrings(catalogs[locale], ...prefixes);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every key a `t` accepts: the English catalog's, plural forms by their stem. */
const keys = new Set(Object.keys(catalogs.en).map((k) => k.replace(PLURAL, '')));

/** The message as a key of the catalog, or null when it is text (zod's own English messages). */
export function catalogKey(message: string): MessageKey | null {
  return keys.has(message) ? (message as MessageKey) : null;
}
