import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { categoryNames } from '../../src/shared/gameCategories.ts';
import { gameCategoryNames } from '../../src/shared/gameCatalogueCategories.ts';
import { metaText } from '../../src/shared/metaText.ts';
import { pageRoutes } from '../../src/shared/routes.ts';
import { seoOf } from '../../src/shared/siteDesign/seo.ts';
import { STANDARD_TITLE_KEYS } from '../../src/shared/siteDesign/standardTitles.ts';
import { facts, sampleDoc } from '../support/siteDesign.ts';

// Issue 32: Arabic meta descriptions carried invisible direction marks. What a search result or
// a share card shows alone has no bidi control: not in the catalogue, not after interpolation.
const BIDI = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;
const named = (s: string) => [...s].filter((c) => BIDI.test(c)).map((c) => `U+${c.codePointAt(0)!.toString(16)}`);

/** Every catalogue key a `<title>` or `<meta>` is made of, on the platform's pages and on published sites. */
const META_KEYS = [
  'meta.siteDescription',
  'design.render.description',
  ...new Set(pageRoutes.map((r) => r.titleKey)),
  ...Object.values(STANDARD_TITLE_KEYS),
];

describe('text read outside the page (titles, meta descriptions)', () => {
  it('no catalogue value used in a title or meta tag holds a bidi control character, in any language', () => {
    for (const locale of localeCodes) {
      // The stored text, before interpolation adds its isolates (the next tests see to those).
      const catalogue = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, string>;
      for (const key of META_KEYS) {
        const value = catalogue[key];
        expect(value, `${locale} ${key}`).toEqual(expect.any(String));
        expect(named(value!), `${locale} ${key}`).toEqual([]);
      }
      for (const names of [...Object.values(categoryNames), ...Object.values(gameCategoryNames)]) {
        expect(named(names[locale] ?? ''), `${locale} ${names['en']}`).toEqual([]);
      }
    }
  });

  it('a published page’s default title and description carry none after interpolation (Arabic isolates its values)', () => {
    const doc = sampleDoc();
    const name = { ...facts, siteName: 'Lucky 888 Casino' };
    for (const lang of doc.languages) {
      for (const page of doc.pages) {
        const seo = seoOf(doc, page, lang, name, serverT(lang));
        expect(named(seo.title), `${lang} ${page.id}`).toEqual([]);
        expect(named(seo.description), `${lang} ${page.id}`).toEqual([]);
      }
    }
    const home = doc.pages.find((p) => p.kind === 'home')!;
    expect(seoOf(doc, home, 'ar', name, serverT('ar')).description).toBe('الرئيسية في Lucky 888 Casino.');
    // An operator's own Arabic description loses its marks too (they stay in the page's text).
    const own = { ...home, seo: { description: { ar: '\u200fالعب الآن\u200f \u2068Lucky 888\u2069' } } };
    expect(seoOf(doc, own, 'ar', name, serverT('ar')).description).toBe('العب الآن Lucky 888');
  });

  it('the platform’s own description, interpolated in Arabic, is clean once through metaText', () => {
    const raw = serverT('ar')('meta.siteDescription');
    expect(named(raw).length).toBeGreaterThan(0); // translate.ts isolates every value in a right-to-left sentence
    expect(named(metaText(raw))).toEqual([]);
  });
});

describe('site.noSlotsLeft counts its sites', () => {
  it('never says "All 1 sites"', () => {
    expect(serverT('en')('site.noSlotsLeft', { count: 1 })).toBe("This order's 1 site has already been launched");
    expect(serverT('en')('site.noSlotsLeft', { count: 3 })).toBe(
      'All 3 sites of this order have already been launched',
    );
    expect(serverT('ru')('site.noSlotsLeft', { count: 3 })).toBe('По этому заказу уже запущены все 3 сайта');
    expect(serverT('ru')('site.noSlotsLeft', { count: 5 })).toBe('По этому заказу уже запущены все 5 сайтов');
    expect(serverT('ar')('site.noSlotsLeft', { count: 2 })).toBe('أُطلق الموقعان في هذا الطلب بالفعل');
    expect(serverT('es')('site.noSlotsLeft', { count: 1 })).toBe('El sitio de este pedido ya se lanzó');
  });
});
