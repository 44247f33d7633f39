import i18next, { type TFunction } from 'i18next';
import type en from '../../i18n/en.json';
import { defaultLocale, localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { interpolate, type Catalog, type Vars } from './translate.ts';

export type { Catalog, Vars } from './translate.ts';
export type Catalogs = Record<LocaleCode, Catalog>;
/** A plural key's forms (`sites.count_one`, `sites.count_other`) are asked for by their stem. */
type Stem<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** Every key of the English catalog, the one every locale must have (the parity test). */
export type MessageKey = Stem<keyof typeof en>;
/** The one translator type, server and browser: a key of en.json, and the values it fills in. */
export type Translate = (key: MessageKey, vars?: Vars) => string;

/**
 * A key that arrives as data — a schema's issue message, a reason stored in a row — and so
 * cannot be checked where it is written; a missing key shows as itself (and the catalog tests
 * list the keys the schemas name).
 */
export const asKey = (key: string) => key as MessageKey;

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
