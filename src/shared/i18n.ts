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
  const english = catalogs[defaultLocale] ?? {};
  for (const code of localeCodes) {
    const fixed: TFunction = instance.getFixedT(code);
    const own = catalogs[code] ?? {};
    // A key's text without a count is the same on every call (the catalogs do not change while
    // the process runs): looked up by i18next once. Only keys of the catalogs are kept, so the
    // map is as small as they are whatever a caller passes. A publish asks the same keys on each page.
    const looked = new Map<string, string>();
    out[code] = (key, vars = {}) => {
      if (typeof vars['count'] === 'number') {
        return interpolate(fixed(key, { count: vars['count'], skipInterpolation: true }) as string, vars, code);
      }
      let text = looked.get(key);
      if (text === undefined) {
        text = fixed(key, { skipInterpolation: true }) as string;
        if (Object.hasOwn(own, key) || Object.hasOwn(english, key)) looked.set(key, text);
      }
      return interpolate(text, vars, code);
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
