import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales.ts';
import { Render } from '@puckeditor/core/rsc';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverT } from '../../src/server/platform/i18n.ts';
import { renderPage, renderSiteFiles } from '../../src/server/sites/design/render/renderSite.ts';
import { MENU_SCRIPT } from '../../src/server/sites/design/render/menuScript.ts';
import { ROOT_MARK, withRoot } from '../../src/server/sites/design/render/siteUrls.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { toPuckData } from '../../src/shared/siteDesign/projection.ts';
import { puckConfig } from '../../src/shared/siteDesign/puckConfig.ts';
import { pageContext } from '../../src/shared/siteDesign/siteLinks.ts';
import { catalogue, templateDocument } from '../support/siteDesignCatalog.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { facts, sampleDoc } from '../support/siteDesign.ts';

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const scripts = (page: ReturnType<typeof parse>) => [...page.querySelectorAll('script')].map((s) => s.textContent);
const file = (files: { path: string; html: string }[], path: string) => files.find((f) => f.path === path)!.html;

/** Where a relative href from a file leads, as a path from the site's root. */
function resolve(from: string, href: string): string {
  const url = new URL(href, `https://site.test/${from}`);
  return url.pathname.slice(1);
}

describe('renderSiteFiles', () => {
  const doc = sampleDoc();
  const files = renderSiteFiles(doc, facts);

  it('writes every page in every language at <lang>/<slug>/index.html, and the first language home at the root', () => {
    expect(files).toHaveLength(doc.pages.length * doc.languages.length + 1);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'index.html',
        'es/index.html',
        'en/lobby/index.html',
        'ar/responsible-gaming/index.html',
      ]),
    );
    const zh = renderSiteFiles({ ...doc, languages: ['es', 'zh-TW'] }, facts).map((f) => f.path);
    expect(zh).toContain('zh-tw/promotions/index.html');
  });

  it('is deterministic', () => {
    expect(renderSiteFiles(sampleDoc(), facts)).toEqual(files);
  });

  it('sets lang and dir, a title and a description, and links every language with absolute hreflang and a canonical', () => {
    const ar = parse(file(files, 'ar/lobby/index.html'));
    expect(ar.documentElement.getAttribute('lang')).toBe('ar');
    expect(ar.documentElement.getAttribute('dir')).toBe('rtl');
    expect(parse(file(files, 'es/index.html')).documentElement.getAttribute('dir')).toBe('ltr');
    expect(ar.title).toBe('صالة الألعاب · Casa Suerte');
    expect(ar.querySelector('meta[name=description]')?.getAttribute('content')).toContain('Casa Suerte');
    const alternates = [...ar.querySelectorAll('link[rel=alternate]')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    );
    // Under the mark the server replaces with the asking host's root (siteUrls.ts withRoot).
    expect(alternates).toEqual([
      `es ${ROOT_MARK}es/lobby/`,
      `en ${ROOT_MARK}en/lobby/`,
      `ar ${ROOT_MARK}ar/lobby/`,
      `x-default ${ROOT_MARK}es/lobby/`,
    ]);
    expect(ar.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${ROOT_MARK}ar/lobby/`);
    const served = parse(withRoot(file(files, 'ar/lobby/index.html'), 'https://casa.example/'));
    expect(served.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://casa.example/ar/lobby/');
    expect(served.querySelector('link[hreflang=x-default]')?.getAttribute('href')).toBe(
      'https://casa.example/es/lobby/',
    );
  });

  it('has a language switcher naming each language in itself, and a page menu; every link leads to a page of the site', () => {
    const paths = new Set(files.map((f) => f.path));
    for (const f of files) {
      const page = parse(f.html);
      for (const a of page.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (href.startsWith('#')) continue;
        // The market's compliance strip names outside help (a help service's site, its phone):
        // the only links that leave the site, and never to another page of it by an absolute path.
        if (a.closest('.comply')) {
          expect(href, `${f.path}: ${href}`).toMatch(/^(https:\/\/|tel:)|^[^:/]/);
          continue;
        }
        expect(href, `${f.path}: ${href}`).not.toMatch(/^[a-z]+:|^\//i);
        const target = resolve(f.path, href);
        // The site's go/ redirects (the operator's player links) are answered by the server, not files.
        if (target.startsWith('go/')) continue;
        expect(
          paths.has(target.endsWith('/') || target === '' ? `${target}index.html` : target),
          `${f.path} → ${href}`,
        ).toBe(true);
      }
    }
    const es = parse(file(files, 'es/promotions/index.html'));
    expect([...es.querySelectorAll('.langs a')].map((a) => a.textContent)).toEqual(['Español', 'English', 'العربية']);
    expect(es.querySelector('.langs a[aria-current=page]')?.textContent).toBe('Español');
    expect([...es.querySelectorAll('.menu a')].map((a) => a.textContent)).toEqual([
      'Inicio',
      'Sala de juegos',
      'Promociones',
      'Juego responsable',
    ]);
    // The sample's Terms page has no words yet: published, but out of the menu and not indexed.
    expect(parse(file(files, 'es/terms/index.html')).querySelector('meta[name=robots]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(es.querySelector('meta[name=robots]')).toBeNull();
  });

  it('carries no script but the phone menu’s, and no external stylesheet', () => {
    for (const f of files) {
      const page = parse(f.html);
      expect(scripts(page)).toEqual([MENU_SCRIPT]);
      expect(page.querySelectorAll('link[rel=stylesheet], iframe, object, embed')).toHaveLength(0);
      expect(page.querySelectorAll('style')).toHaveLength(1);
    }
  });

  it('shows a jackpot only with the figure the operator entered, in the market’s money; placeholders never reach players', () => {
    const home = parse(file(files, 'es/index.html'));
    expect(home.querySelector('.jackpot')).toBeNull();
    expect(parse(file(files, 'es/promotions/index.html')).querySelector('.card')).toBeNull();
    const withFigure = structuredClone(doc);
    withFigure.pages[0]!.sections.find((s) => s.type === 'jackpot')!.props['amount'] = '125000050';
    const figure = (lang: string, f = facts) =>
      parse(file(renderSiteFiles(withFigure, f), `${lang}/index.html`)).querySelector('.jackpot .figure')?.textContent;
    expect(figure('es')).toBe('$1,250,000.50');
    expect(figure('es', { ...facts, currency: 'EUR', region: 'ES' })).toBe('1.250.000,50\u00a0€');
    expect(figure('en', { ...facts, currency: 'INR', region: 'IN' })).toBe('₹12,50,000.50');
  });
});

describe('stored text is inert', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    'javascript:alert(1)',
    '</style><script>x</script>',
    '{{name}}',
  ];
  const hostile = (payload: string): SiteDocument => {
    const doc = structuredClone(sampleDoc());
    const fill = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(fill);
      if (value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>);
        // A Localized text: every language gets the payload.
        if (entries.length && entries.every(([k, v]) => localeCodes.includes(k as never) && typeof v === 'string'))
          return Object.fromEntries(entries.map(([k]) => [k, payload]));
        return Object.fromEntries(entries.map(([k, v]) => [k, k.toLowerCase().endsWith('href') ? payload : fill(v)]));
      }
      return value;
    };
    for (const page of doc.pages) {
      page.title = Object.fromEntries(doc.languages.map((l) => [l, payload]));
      for (const section of page.sections) {
        section.props = fill(section.props) as Record<string, unknown>;
        for (const item of (section.props['items'] as Record<string, unknown>[] | undefined) ?? []) {
          item['placeholder'] = false;
          for (const k of ['title', 'text', 'ctaLabel', 'question', 'answer']) item[k] = { es: payload };
          item['ctaHref'] = payload;
        }
        if (section.type === 'footer') section.props['licence'] = { es: payload };
      }
    }
    return doc;
  };

  for (const payload of payloads) {
    it(`renders ${JSON.stringify(payload)} in every field as text`, () => {
      const files = renderSiteFiles(hostile(payload), { ...facts, siteName: payload });
      for (const f of files) {
        const page = parse(f.html);
        expect(scripts(page)).toEqual([MENU_SCRIPT]);
        expect(page.querySelectorAll('img[onerror], svg, iframe')).toHaveLength(0);
        for (const el of page.querySelectorAll('*')) {
          for (const attr of el.getAttributeNames()) {
            expect(attr.startsWith('on'), `${f.path} <${el.tagName} ${attr}>`).toBe(false);
            if (attr === 'href' || attr === 'src') expect(el.getAttribute(attr)).not.toMatch(/^\s*javascript:/i);
          }
        }
        expect(f.html.split('</style>')).toHaveLength(2);
      }
      // The payload is shown, as text, where the operator put it.
      const home = parse(files.find((f) => f.path === 'es/index.html')!.html);
      expect(home.querySelector('.hero-title')?.textContent).toBe(payload);
      expect(home.title).toBe(payload);
    });
  }
});

describe('page weight', () => {
  it('stays under 30 KB for the largest pages (home, lobby) of every layout in all 15 languages', () => {
    let largest = 0;
    for (const layout of ['classic', 'sidebar', 'magazine', 'showcase', 'compact', 'split']) {
      const row = catalogue.find((r) => r.countriesId === GLOBAL_STATION && r.design.layout === layout)!;
      const { doc, facts: f } = templateDocument(row, true);
      for (const page of doc.pages.filter((p) => p.kind === 'home' || p.kind === 'lobby')) {
        for (const lang of doc.languages)
          largest = Math.max(largest, Buffer.byteLength(renderPage(doc, f, page, lang)));
      }
    }
    console.log(`largest page: ${(largest / 1024).toFixed(1)} KB`);
    expect(largest).toBeLessThan(30 * 1024);
  }, 60_000);
});

describe('the editor preview', () => {
  it('shows unedited placeholders and marks texts shown from the first language', () => {
    const doc = { ...sampleDoc({ languages: ['es'] }), languages: ['es', 'en'] as ('es' | 'en')[] };
    const page = doc.pages.find((p) => p.kind === 'promotions')!;
    const { data, fallbacks } = toPuckData(doc, page.id, 'en');
    const t = serverT('en');
    const metadata = pageContext(doc, facts, page, 'en', t, { editing: true, fallbacks });
    const html = renderToStaticMarkup(h(Render, { config: puckConfig(t), data, metadata: metadata as never }));
    const preview = parse(html);
    expect(preview.querySelectorAll('.card.is-ph')).toHaveLength(3);
    expect(preview.querySelector('.card .ph')?.textContent).toBe('Name your offer');
    expect(preview.querySelector('.foot .fb')?.textContent).toBe('Juego responsable');
  });
});
