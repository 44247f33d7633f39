import { expect, test } from '@playwright/test';
import { locales, localePath } from '../../i18n/locales.ts';
import { brand } from '../../src/shared/brand.ts';
import { pageRoutes } from '../../src/shared/routes.ts';

// HTTP-level sweep of findability over the built site: every marketing page in every locale.
const marketing = pageRoutes.filter((r) => r.marketing);
const site = brand.siteUrl;
const toPath = (absolute: string) => new URL(absolute).pathname;
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

type Head = { canonical: string | undefined; alternates: Map<string, string>; jsonLd: unknown[] };
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  const alternates = new Map<string, string>();
  let canonical: string | undefined;
  for (const l of links) {
    const rel = attr(l, 'rel');
    if (rel === 'canonical') canonical = attr(l, 'href');
    if (rel === 'alternate' && attr(l, 'hreflang')) alternates.set(attr(l, 'hreflang')!, attr(l, 'href')!);
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return { canonical, alternates, jsonLd };
}

test.describe('findability', () => {
  test('hreflang alternates are complete and reciprocal; canonicals are right', async ({ request }) => {
    test.setTimeout(120_000);
    const heads = new Map<string, Head>(); // by absolute canonical URL
    for (const route of marketing) {
      for (const l of locales) {
        const path = localePath(l.code, route.path);
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const head = readHead(await res.text());
        expect(head.canonical, `${path} canonical`).toBe(new URL(path, site).href);
        heads.set(new URL(path, site).href, head);
      }
    }
    for (const [url, head] of heads) {
      // All 15 locales by their BCP 47 tag, plus x-default → English.
      expect([...head.alternates.keys()].sort(), url).toEqual([...locales.map((l) => l.lang), 'x-default'].sort());
      expect(head.alternates.get('x-default')).toBe(head.alternates.get('en'));
      for (const [lang, href] of head.alternates) {
        const other = heads.get(href);
        expect(other, `${url} → ${lang} ${href} is a marketing page we served`).toBeTruthy();
        // Reciprocity: the alternate lists this page back under this page's own language.
        expect([...other!.alternates.values()], `${href} links back to ${url}`).toContain(url);
      }
      expect(
        head.jsonLd.some((d) => (d as { '@type'?: string })['@type'] === 'Organization'),
        url,
      ).toBe(true);
    }
  });

  test('the sitemap lists every marketing page in every locale with its alternates', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const expected = marketing.flatMap((r) => locales.map((l) => new URL(localePath(l.code, r.path), site).href));
    expect(locs.size).toBe(expected.length);
    for (const u of expected) expect(locs.has(u), u).toBe(true);
    for (const u of locs) expect((await request.get(toPath(u!))).status(), u).toBe(200);
    const firstUrl = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    expect(firstUrl.match(/<xhtml:link rel="alternate"/g)).toHaveLength(locales.length + 1);
  });

  test('robots.txt opens marketing pages, closes account pages and the API, and names the sitemap', async ({
    request,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const txt = await res.text();
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    for (const r of pageRoutes.filter((p) => p.requiresAuth))
      for (const l of locales)
        expect(txt, `${r.path} in ${l.code}`).toContain(`Disallow: ${localePath(l.code, r.path)}\n`);
    const disallowed = [...txt.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    for (const r of marketing)
      for (const l of locales) {
        const p = localePath(l.code, r.path);
        expect(
          disallowed.some((d) => p.startsWith(d)),
          `${p} must stay crawlable`,
        ).toBe(false);
      }
    expect(txt).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  test('account pages are noindex', async ({ request }) => {
    const html = await (await request.get('/ja/my-order')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});
