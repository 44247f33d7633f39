import i18next, { type TFunction } from 'i18next';
import { defaultLocale, localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import type { Translate } from './messageKey.ts';
import { interpolate, type Catalog } from './translate.ts';

export type Catalogs = Record<LocaleCode, Catalog>;

/**
 * Builds one `t` per locale from flat dotted catalogs. i18next picks the key (plural forms by
 * `count`, English as a safety net — the parity test keeps every locale complete);
 * `interpolate` fills it, the same way the browser's translator does.
 */
export function createTranslators(catalogs: Catalogs): Record<LocaleCode, Translate> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(localeCodes.map((c) => [c, { translation: catalogs[c] ?? {} }])),
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const out = {} as Record<LocaleCode, Translate>;
  for (const code of localeCodes) {
    const fixed: TFunction = instance.getFixedT(code);
    out[code] = (key, vars = {}) => {
      const count = typeof vars['count'] === 'number' ? { count: vars['count'] } : {};
      return interpolate(fixed(key, { ...count, skipInterpolation: true }) as string, vars, code);
    };
  }
  return out;
}

/** Picks the keys under one or more prefixes, for handing an island only its strings. */
export function pickStrings(catalog: Catalog, ...prefixes: string[]): Catalog {
  const out: Catalog = {};
  for (const [k, v] of Object.entries(catalog)) {
    if (prefixes.some((p) => k.startsWith(p))) out[k] = v;
  }
  return out;
}
