import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { pageRoutes } from '../../src/shared/routes.ts';
import { alternates, organizationJsonLd, robotsTxt, sitemapXml } from '../../src/shared/seo.ts';
import { imageQuality, imageWidths, shouldOptimize } from '../../src/shared/images.ts';
import { localizedPath } from '../../src/lib/prefetch.ts';

describe('sitemap', () => {
  const xml = sitemapXml();
  const marketing = pageRoutes.filter((r) => r.marketing);
  it('lists every marketing page in every locale and nothing else', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(marketing.length * locales.length);
    expect(locs).toContain('https://unicorn.example/help-center');
    expect(locs).toContain('https://unicorn.example/zh-tw/services/casino-aggregator-gameapi');
    expect(locs).toContain('https://unicorn.example/ar');
    expect(locs.some((l) => /\/(cart|my-order|personal)$/.test(l!))).toBe(false);
  });
  it('gives each URL all 15 alternates plus x-default', () => {
    const first = xml.split('</url>')[0]!;
    expect(first.match(/<xhtml:link /g)).toHaveLength(locales.length + 1);
    expect(first).toContain('hreflang="x-default"');
    expect(first).toContain('hreflang="zh-TW"');
  });
});

describe('robots.txt', () => {
  const txt = robotsTxt();
  it('closes the API and account pages in every locale, opens the rest, names the sitemap', () => {
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Allow: \/$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Disallow: \/cart$/m);
    expect(txt).toMatch(/^Disallow: \/ja\/my-order$/m);
    expect(txt).not.toMatch(/Disallow: \/help-center/);
    expect(txt).toMatch(/^Sitemap: https:\/\/unicorn\.example\/sitemap\.xml$/m);
  });
});

describe('structured data and alternates', () => {
  it('describes the brand as an Organization', () => {
    const org = JSON.parse(organizationJsonLd());
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe('Unicorn');
    expect(org.sameAs.length).toBeGreaterThanOrEqual(8);
  });
  it('has one alternate per locale and an English x-default', () => {
    const alt = alternates('help-center');
    expect(alt).toHaveLength(locales.length + 1);
    expect(alt.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://unicorn.example/help-center' });
  });
});

describe('image rules', () => {
  it('caps srcset widths at 1200 px and at the source', () => {
    expect(imageWidths(2400)).toEqual([320, 480, 640, 800, 960, 1200]);
    expect(imageWidths(2400, 400)).toEqual([320, 480, 640, 800]);
    expect(imageWidths(500)).toEqual([320, 480, 500]);
  });
  it('uses quality 80, 85 for lazy images, and leaves GIFs alone', () => {
    expect(imageQuality(false)).toBe(80);
    expect(imageQuality(true)).toBe(85);
    expect(shouldOptimize('gif')).toBe(false);
    expect(shouldOptimize('jpg')).toBe(true);
  });
});

describe('prefetch paths', () => {
  it('localizes the account pages with the page home', () => {
    expect(localizedPath('/', 'cart')).toBe('/cart');
    expect(localizedPath('/ja', 'my-order')).toBe('/ja/my-order');
    expect(localizedPath('/zh-tw/', 'personal')).toBe('/zh-tw/personal');
  });
});
