import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { siteDomains } from '../../src/server/db/schema/index.ts';
import { GAME_SCRIPT_HASHES } from '../../src/server/sites/games/gameCsp.ts';
import { MENU_SCRIPT_HASH } from '../../src/server/sites/design/render/menuScript.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { clock, en, get, startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, draftOf, newDesigner, publishNow } from '../support/designApi.ts';

// Issue 25 item 9: what search engines read of a published site. Absolute canonical and
// hreflang for the host that serves the page (the platform address or a verified own domain),
// robots.txt and sitemap.xml per site, the root picking the visitor's language, and the
// operator's search title and description per page and language.

const BASE = 'https://sites.platform.test/s';
startConsoleApp({ SITES_BASE_URL: BASE });

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const onHost = (host: string, path: string, headers: Record<string, string> = {}) =>
  t.call('GET', path, { headers: { 'x-forwarded-host': host, ...headers } });

/** The draft in Vietnamese, English and Arabic (first: Vietnamese, the market's), with `edit` applied. */
async function publishWith(d: Designer, edit: (doc: SiteDocument) => SiteDocument = (doc) => doc) {
  const { version, doc } = await draftOf(d);
  const res = await d.send('PUT', '/draft', { version, doc: edit({ ...doc, languages: ['vi', 'en', 'ar'] }) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return publishNow(d);
}

const head = (html: string) => {
  const doc = parse(html);
  return {
    title: doc.title,
    description: doc.querySelector('meta[name=description]')?.getAttribute('content'),
    canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
    alternates: [...doc.querySelectorAll('link[rel=alternate]')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    ),
    robots: doc.querySelector('meta[name=robots]')?.getAttribute('content') ?? null,
    menu: [...doc.querySelectorAll('.menu a')].map((a) => a.getAttribute('href')),
  };
};

async function verifiedDomain(d: Designer, host: string) {
  await t.db.insert(siteDomains).values({
    siteId: d.site.site.id,
    host,
    token: 'f'.repeat(32),
    status: 'verified',
    verifiedAt: clock,
    createdAt: clock,
  });
}

describe('published site, read by search engines', () => {
  it('names absolute canonical and hreflang addresses of the host that serves it: platform address and own domain', async () => {
    const d = await newDesigner();
    await publishWith(d);
    const root = `${BASE}/${d.site.slug}/`;
    const page = await get(`/s/${d.site.slug}/en/lobby/`);
    expect(page.status).toBe(200);
    const platform = head(page.text);
    expect(platform.canonical).toBe(`${root}en/lobby/`);
    expect(platform.alternates).toEqual([
      `vi ${root}vi/lobby/`,
      `en ${root}en/lobby/`,
      `ar ${root}ar/lobby/`,
      `x-default ${root}vi/lobby/`,
    ]);
    expect(page.text).not.toContain('site-root');

    const host = 'www.seo-own.example';
    await verifiedDomain(d, host);
    const own = await onHost(host, '/en/lobby/');
    expect(own.status).toBe(200);
    const ownHead = head(own.text);
    expect(ownHead.canonical).toBe(`https://${host}/en/lobby/`);
    expect(ownHead.alternates).toEqual([
      `vi https://${host}/vi/lobby/`,
      `en https://${host}/en/lobby/`,
      `ar https://${host}/ar/lobby/`,
      `x-default https://${host}/vi/lobby/`,
    ]);
    // The same stored file otherwise, byte for byte; each host has its own validator.
    expect(own.text.replaceAll(`https://${host}/`, root)).toBe(page.text);
    expect(own.headers.get('etag')).not.toBe(page.headers.get('etag'));
    expect((await onHost(host, '/en/lobby/', { 'if-none-match': own.headers.get('etag')! })).status).toBe(304);
    expect((await get(`/s/${d.site.slug}/en/lobby/`)).headers.get('etag')).toBe(page.headers.get('etag'));
    // The phone menu's script and the game scripts (lobby, Play for fun) are the only ones the page may run.
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src ${MENU_SCRIPT_HASH} ${GAME_SCRIPT_HASHES.join(' ')};`);
    expect(csp).toContain("default-src 'none'");
  });

  it('answers robots.txt and a valid sitemap.xml of every page with content × language, with alternates, per host', async () => {
    const d = await newDesigner();
    await publishWith(d);
    const root = `${BASE}/${d.site.slug}/`;
    const robots = await get(`/s/${d.site.slug}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain(`Sitemap: ${root}sitemap.xml`);
    expect(robots.text).toMatch(/^User-agent: \*$/m);

    const res = await get(`/s/${d.site.slug}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = new window.DOMParser().parseFromString(res.text, 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...xml.getElementsByTagName('url')];
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent);
    const { doc } = await draftOf(d);
    const withContent = doc.pages.filter((p) => p.kind !== 'terms');
    expect(locs).toHaveLength(withContent.length * 3);
    expect(locs).toContain(`${root}ar/lobby/`);
    expect(locs).toContain(`${root}vi/`);
    // The template's Terms page has no words yet: not listed (nor in the menu).
    expect(locs.some((l) => l?.includes('/terms/'))).toBe(false);
    const lobby = urls.find((u) => u.getElementsByTagName('loc')[0]!.textContent === `${root}en/lobby/`)!;
    expect(
      [...lobby.getElementsByTagName('xhtml:link')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      ),
    ).toEqual([`vi ${root}vi/lobby/`, `en ${root}en/lobby/`, `ar ${root}ar/lobby/`, `x-default ${root}vi/lobby/`]);
    // Every address listed is a page the site serves.
    for (const loc of locs.slice(0, 6)) {
      expect((await get(new URL(loc!).pathname)).status, loc!).toBe(200);
    }

    const host = 'seo-sitemap.example';
    await verifiedDomain(d, host);
    const ownRobots = await onHost(host, '/robots.txt');
    expect(ownRobots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: https://${host}/sitemap.xml\n`);
    const ownMap = await onHost(host, '/sitemap.xml');
    expect(ownMap.status).toBe(200);
    expect(ownMap.text).toContain(`<loc>https://${host}/ar/promotions/</loc>`);
    expect(ownMap.text).not.toContain(root);
  });

  it('sends the site root to the visitor’s language among those published, else the first (Vary: Accept-Language)', async () => {
    const d = await newDesigner();
    await publishWith(d);
    const at = (lang: string) => t.call('GET', `/s/${d.site.slug}/`, { headers: { 'accept-language': lang } });
    const cases: [string, string][] = [
      ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
      ['en-GB,en;q=0.9', 'en'],
      ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
      ['ja,fr;q=0.8', 'vi'],
      ['de', 'vi'],
      ['*', 'vi'],
      ['en;q=0.2,ar;q=0.9', 'ar'],
    ];
    for (const [header, lang] of cases) {
      const res = await at(header);
      expect(res.status, header).toBe(302);
      expect(res.headers.get('location'), header).toBe(`/s/${d.site.slug}/${lang}/`);
      expect(res.headers.get('vary'), header).toBe('Accept-Language');
    }
    const none = await t.call('GET', `/s/${d.site.slug}/`, { headers: { 'accept-language': '' } });
    expect(none.headers.get('location')).toBe(`/s/${d.site.slug}/vi/`);
    const host = 'seo-root.example';
    await verifiedDomain(d, host);
    const own = await onHost(host, '/', { 'accept-language': 'ar' });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/ar/');
    expect(own.headers.get('vary')).toBe('Accept-Language');
  });

  it('renders the operator’s search title and description per page and language, and defaults elsewhere', async () => {
    const d = await newDesigner();
    await publishWith(d, (doc) => ({
      ...doc,
      pages: doc.pages.map((p) =>
        p.kind === 'lobby'
          ? {
              ...p,
              seo: {
                title: { en: 'Slots & live tables <tonight>' },
                description: { en: 'Play "Lucky" slots online.', ar: 'العب الآن' },
              },
            }
          : p,
      ),
    }));
    const enLobby = head((await get(`/s/${d.site.slug}/en/lobby/`)).text);
    expect(enLobby.title).toBe('Slots & live tables <tonight>');
    expect(enLobby.description).toBe('Play "Lucky" slots online.');
    const arLobby = head((await get(`/s/${d.site.slug}/ar/lobby/`)).text);
    // No Arabic title of its own: the default in Arabic, never the English one.
    expect(arLobby.title).toBe(`صالة الألعاب · ${d.site.site.siteName}`);
    expect(arLobby.description).toBe('العب الآن');
    // The default Arabic description carries no bidi isolates or marks into the meta tag (issue 32).
    const arHome = head((await get(`/s/${d.site.slug}/ar/`)).text);
    expect(arHome.description).toBe(`الرئيسية في ${d.site.site.siteName}.`);
    const enHome = head((await get(`/s/${d.site.slug}/en/`)).text);
    expect(enHome.title).toBe(d.site.site.siteName);
    expect(enHome.description).toBe(en('design.render.description', { name: d.site.site.siteName, page: 'Home' }));
  });

  it('refuses a search title over 70 or a description over 160 characters, naming the field, and keeps the draft', async () => {
    const d = await newDesigner();
    const before = await draftOf(d);
    const withSeo = (seo: unknown) => ({
      ...before.doc,
      pages: before.doc.pages.map((p, i) => (i === 1 ? { ...p, seo } : p)),
    });
    const ok = await d.send('PUT', '/draft', {
      version: before.version,
      doc: withSeo({ title: { en: 'x'.repeat(70) }, description: { en: 'y'.repeat(160) } }),
    });
    expect(ok.status).toBe(200);
    const version = ok.json.data.version;
    const cases: [unknown, string, string][] = [
      [{ title: { en: 'x'.repeat(71) } }, 'pages.1.seo.title.en', 'design.error.seoTitleLong'],
      [{ description: { vi: 'y'.repeat(161) } }, 'pages.1.seo.description.vi', 'design.error.seoDescriptionLong'],
      [{ title: { xx: 'a' } }, 'pages.1.seo.title', 'design.error.invalid'],
      [{ title: 'plain' }, 'pages.1.seo.title', 'design.error.invalid'],
    ];
    for (const [seo, path, key] of cases) {
      const res = await d.send('PUT', '/draft', { version, doc: withSeo(seo) });
      expect(res.status, JSON.stringify(seo)).toBe(400);
      expect(JSON.stringify(res.json), JSON.stringify(seo)).toContain(`"${path}`);
      expect(JSON.stringify(res.json)).toContain(en(key as never));
    }
    expect((await draftOf(d)).version).toBe(version);
  });

  it('leaves an empty standard page out of the menu and marks it noindex, and links it once it has words', async () => {
    const d = await newDesigner();
    await publishWith(d);
    const lobby = head((await get(`/s/${d.site.slug}/en/lobby/`)).text);
    expect(lobby.menu).not.toContain('../terms/');
    expect(lobby.menu).toContain('../promotions/');
    const terms = await get(`/s/${d.site.slug}/en/terms/`);
    expect(terms.status).toBe(200);
    expect(head(terms.text).robots).toBe('noindex');
    await publishWith(d, (doc) => ({
      ...doc,
      pages: doc.pages.map((p) =>
        p.kind === 'terms'
          ? {
              ...p,
              sections: p.sections.map((s) =>
                s.type === 'text' ? { ...s, props: { ...s.props, body: { vi: 'Điều khoản' } } } : s,
              ),
            }
          : p,
      ),
    }));
    expect(head((await get(`/s/${d.site.slug}/en/lobby/`)).text).menu).toContain('../terms/');
    expect(head((await get(`/s/${d.site.slug}/en/terms/`)).text).robots).toBeNull();
  });
});
