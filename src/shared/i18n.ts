import i18next, { type TFunction } from 'i18next';
import { defaultLocale, localeCodes, type LocaleCode } from '../../i18n/locales.ts';

export type Catalog = Record<string, string>;
export type Catalogs = Record<LocaleCode, Catalog>;
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * Builds one `t` per locale from flat dotted catalogs. Keys are flat, so the
 * key separator is off; English is the fallback only as a safety net — the
 * parity test keeps every locale complete.
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
    out[code] = (key, vars) => fixed(key, vars ?? {}) as string;
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
