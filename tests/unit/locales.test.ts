import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import astroConfig from '../../astro.config.mjs';
import { findLocale, localePath, locales, negotiateLocale, splitLocalePath } from '../../i18n/locales.ts';

describe('locale registry', () => {
  it('has the 15 locales of the spec, Arabic right-to-left only', () => {
    expect(locales.map((l) => l.code)).toEqual([
      'en',
      'zh',
      'zh-TW',
      'vi',
      'id',
      'ms',
      'th',
      'es',
      'pt',
      'bn',
      'ru',
      'ja',
      'ko',
      'ar',
      'tr',
    ]);
    expect(locales.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('is where the Astro config and the i18n scripts take their locale list from', () => {
    expect(astroConfig.i18n?.defaultLocale).toBe('en');
    expect(astroConfig.i18n?.locales).toEqual(
      locales.map((l) => (l.code === l.path ? l.code : { path: l.path, codes: [l.code] })),
    );
    for (const file of ['astro.config.mjs', 'scripts/i18n-missing.mjs']) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/from '\.{1,2}\/i18n\/locales\.ts'/);
      // No copy of the list: not even two locale codes quoted next to each other.
      expect(source, file).not.toMatch(/'zh-TW',\s*'vi'|'ar',\s*'tr'/);
    }
  });

  it('writes Thai dates in the Buddhist era, on purpose: what Thai readers and documents use', () => {
    const th = locales.find((l) => l.code === 'th')!;
    const year = new Intl.DateTimeFormat(th.lang, { year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-23'));
    expect(year).toContain('2569');
  });

  it('builds localized URLs with English at the root', () => {
    expect(localePath('en')).toBe('/');
    expect(localePath('en', 'cart')).toBe('/cart');
    expect(localePath('ar', 'cart')).toBe('/ar/cart');
    expect(localePath('zh-TW', '/services/x')).toBe('/zh-tw/services/x');
    expect(localePath('ja')).toBe('/ja');
  });

  it('finds zh-TW in either case and splits paths', () => {
    expect(findLocale('zh-TW')?.code).toBe('zh-TW');
    expect(findLocale('zh-tw')?.code).toBe('zh-TW');
    expect(findLocale('fr')).toBeUndefined();
    expect(splitLocalePath('/ar/cart')).toMatchObject({ rest: 'cart', explicit: true });
    expect(splitLocalePath('/cart')).toMatchObject({ rest: 'cart', explicit: false });
  });

  it('negotiates Accept-Language with q-values and Chinese scripts', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('fr-FR, fr;q=0.9')).toBe('en');
    expect(negotiateLocale('fr;q=0.9, pt-BR;q=0.8')).toBe('pt');
    expect(negotiateLocale('zh-Hant-TW')).toBe('zh-TW');
    expect(negotiateLocale('zh-HK')).toBe('zh-TW');
    expect(negotiateLocale('zh-CN')).toBe('zh');
    expect(negotiateLocale('ar-EG,ar;q=0.9')).toBe('ar');
    expect(negotiateLocale('ja;q=0, ko')).toBe('ko');
  });
});
