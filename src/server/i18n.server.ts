import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { createTranslators, type Catalogs, type Translate } from '../shared/i18n.ts';

const dir = fileURLToPath(new URL('../../i18n/', import.meta.url));

const catalogs = Object.fromEntries(
  localeCodes.map((code) => [
    code,
    existsSync(`${dir}${code}.json`)
      ? (JSON.parse(readFileSync(`${dir}${code}.json`, 'utf8')) as Record<string, string>)
      : {},
  ]),
) as Catalogs;

const translators = createTranslators(catalogs);

/** The server's `t` for a locale: API messages and localized data. */
export function serverT(locale: LocaleCode): Translate {
  return translators[locale];
}
