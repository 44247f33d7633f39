import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { locales, type LocaleCode } from '../../i18n/locales.ts';
import { colorPresets } from '../../src/server/data/catalog/colorSchemes.ts';
import { marketLocale } from '../../src/server/provisioning/marketLocale.ts';
import { renderSite, type RenderSiteInput } from '../../src/server/provisioning/renderSite.ts';
import { contrast, siteTheme } from '../../src/server/provisioning/siteStyles.ts';
import { escapeHtml, html, safeHref } from '../../src/server/views/html.ts';
import { layouts, motifs, type DesignParams } from '../../src/shared/templateArt.ts';

const design: DesignParams = {
  layout: 'classic',
  motif: 'crown',
  hero: 'glow',
  pattern: 'dots',
  columns: 4,
  radius: 8,
  seed: 42,
  palette: { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' },
};

const base: RenderSiteInput = {
  siteName: 'Lucky Star',
  locale: 'en',
  currency: 'VND',
  countryName: 'Vietnam',
  templateId: 7,
  templateName: 'Golden Dragon',
  design,
  color1: '#07140f',
  color2: '#16c784',
  color3: '#ffd166',
};

// A DOM only for reading the output (the happy-dom environment would replace Node's URL, which the server needs).
const parser = new new Window().DOMParser();
const parse = (page: string) => parser.parseFromString(page, 'text/html');
const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</style><b>x',
];

describe('renderSite', () => {
  it('is deterministic: the same input gives the same bytes, another seed another page', () => {
    expect(renderSite(base)).toBe(renderSite({ ...base, design: { ...design } }));
    expect(renderSite({ ...base, design: { ...design, seed: 43 } })).not.toBe(renderSite(base));
  });

  it('stays under 30 KB for every layout, motif and language, with the longest name', () => {
    const siteName = 'W'.repeat(40);
    let largest = 0;
    const size = (input: Partial<RenderSiteInput>, d: Partial<DesignParams>) =>
      Buffer.byteLength(renderSite({ ...base, siteName, ...input, design: { ...design, columns: 6, ...d } }));
    for (const layout of layouts)
      for (const { code } of locales) largest = Math.max(largest, size({ locale: code }, { layout }));
    for (const motif of motifs) largest = Math.max(largest, size({ locale: 'bn' }, { layout: 'magazine', motif }));
    expect(largest).toBeGreaterThan(5_000);
    expect(largest).toBeLessThan(30 * 1024);
  });

  it('is one complete document without script, images or outside requests', () => {
    for (const layout of layouts) {
      const page = renderSite({ ...base, design: { ...design, layout } });
      expect(page.startsWith('<!doctype html>\n<html ')).toBe(true);
      expect(page.trimEnd().endsWith('</html>')).toBe(true);
      expect(page).not.toMatch(
        /<script|<img|<iframe|<link rel="stylesheet"|\son[a-z]+=|javascript:|url\(|https?:\/\//i,
      );
      const doc = parse(page);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      expect(doc.querySelector('main#main')).not.toBeNull();
      expect(doc.querySelector('a.skip')?.getAttribute('href')).toBe('#main');
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      // Every in-page link has its target.
      for (const a of doc.querySelectorAll('a[href^="#"]')) expect(ids).toContain(a.getAttribute('href')!.slice(1));
    }
  });

  it('shows every stored value as inert text', () => {
    for (const evil of hostile) {
      const page = renderSite({ ...base, siteName: evil, countryName: evil, templateName: evil, currency: evil });
      expect(page).not.toContain(evil);
      expect(page).not.toMatch(/<script|<img|<svg onload/i);
      const doc = parse(page);
      const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      );
      expect(handlers).toEqual([]);
      expect(doc.querySelector('h1')?.textContent).toContain(evil);
      expect(doc.title).toContain(evil);
      expect(doc.querySelectorAll('script, img, iframe, object')).toHaveLength(0);
      expect(doc.querySelectorAll('style')).toHaveLength(1);
    }
  });

  it('keeps invalid colours and design values out of the stylesheet', () => {
    const page = renderSite({
      ...base,
      color1: 'red;}body{background:url(//x.test/a.png)',
      color2: '#zzzzzz',
      color3: '',
      design: { ...design, layout: 'evil' as never, motif: 'nope' as never, radius: Number.NaN, columns: 99 },
    });
    expect(page).not.toMatch(/url\(|x\.test|zzzzzz|evil|NaN|undefined/);
    // The template's own palette stands in.
    expect(page).toContain('--c1:#0b0d17;--c2:#f5b301;--c3:#e63946');
    expect(page).toContain('class="l-classic"');
  });

  it('renders without a design at all (a template withdrawn since the order)', () => {
    const page = renderSite({ ...base, design: undefined });
    expect(page).toContain('class="l-classic"');
    expect(page).toContain('--c1:#07140f');
  });

  it('writes <html lang dir> of the market language, right-to-left for Arabic', () => {
    const expected: [LocaleCode, string, string][] = [
      ['ar', 'ar', 'rtl'],
      ['vi', 'vi', 'ltr'],
      ['zh', 'zh-CN', 'ltr'],
      ['zh-TW', 'zh-TW', 'ltr'],
    ];
    for (const [locale, lang, dir] of expected) {
      const doc = parse(renderSite({ ...base, locale }));
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(doc.documentElement.getAttribute('dir')).toBe(dir);
    }
  });

  it('is translated in every language (no raw keys) and formats sample amounts in the currency', () => {
    for (const { code } of locales) expect(renderSite({ ...base, locale: code })).not.toMatch(/\bsite\.[a-z]+/);
    expect(renderSite({ ...base, locale: 'vi' })).toContain('Chào mừng đến với Lucky Star');
    expect(renderSite({ ...base, locale: 'vi' })).toMatch(/\d{1,3}(\.\d{3})+\s₫/);
    expect(renderSite({ ...base, currency: 'BRL', locale: 'pt' })).toMatch(/R\$\s\d/);
    // An unknown currency code does not throw.
    expect(renderSite({ ...base, currency: 'USDT' })).toMatch(/USDT\s?500/);
  });

  it('keeps text readable on every preset scheme and on a light base', () => {
    for (const p of [...colorPresets, { color1: '#f8f8f8', color2: '#ffe08a', color3: '#2f6fed' }]) {
      const th = siteTheme(design, p);
      expect(contrast(th.fg, th.c1)).toBeGreaterThanOrEqual(7);
      expect(contrast(th.muted, th.c1)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(th.muted, th.panel)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(th.on2, th.c2)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(th.accent, th.c1)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('marketLocale', () => {
  it('writes a market in its language when the platform has it, else English', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 10, 11, 12].map(marketLocale)).toEqual([
      'vi',
      'th',
      'id',
      'ms',
      'bn',
      'pt',
      'es',
      'ja',
      'ko',
      'tr',
    ]);
    expect([5, 6, 13, 14, -1, 999].map(marketLocale)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
  });
});

describe('html', () => {
  it('escapes values, keeps nested html, drops empty values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${null}${false}${['a', html`<br>`]}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>a<br></p>',
    );
  });

  it('lets only http(s) addresses and same-site paths into an href', () => {
    expect(safeHref('https://a.test/s/x/')).toBe('https://a.test/s/x/');
    expect(safeHref('/s/x/')).toBe('/s/x/');
    for (const bad of ['javascript:alert(1)', '//evil.test', 'data:text/html,x', '', null])
      expect(safeHref(bad)).toBe('#');
  });
});
