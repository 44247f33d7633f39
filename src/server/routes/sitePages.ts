import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppContext, AppEnv, Deps } from '../http/context.ts';
import { siteOfSlug } from '../console/session.ts';
import { messagePage } from '../console/views/console.ts';
import { UTC } from '../data/timeZones.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { readAsset } from '../sites/design/assets.ts';
import { previewAllowed } from '../sites/design/preview.ts';
import {
  publishedDoc,
  type SiteAnswer,
  serveDraftFile,
  servePublishedFile,
  serveVersionFile,
} from '../sites/design/serve.ts';
import { MENU_SCRIPT_HASH } from '../sites/design/render/menuScript.ts';
import { robotsTxt, sitemapXml, withRoot } from '../sites/design/render/siteUrls.ts';
import { demoFrameSources, GAME_SCRIPT_HASHES } from '../sites/games/gameCsp.ts';
import { siteGamesAnswer } from './siteGames.ts';

/**
 * The published sites at the platform address, mounted inside sites-public.ts (whose headers
 * they keep): `/s/<slug>/` → its first language, `/s/<slug>/<lang>/…/` → a page of the
 * version it serves, `/s/<slug>/assets/<hash>.webp` → an uploaded image, and
 * `/s/<slug>/preview/<token>/…` → the draft, for whoever holds a preview link (`…/v<n>/…`: version n);
 * and the site's `robots.txt` and `sitemap.xml`. The root picks the visitor's language.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ASSET = /^assets\/([0-9a-f]{64})\.webp$/;

/**
 * A page may show the site's own images, nothing else from outside; only its phone menu's
 * script runs. `connect-src 'self'`: crawlers' audits (Lighthouse) fetch `/robots.txt` through
 * the page, and under `'none'` they cannot; no script of the page fetches anything.
 */
const PAGE_CSP = `default-src 'none'; script-src ${MENU_SCRIPT_HASH} ${GAME_SCRIPT_HASHES.join(' ')}; connect-src 'self'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'`;

/**
 * The same, plus the frames a game page's Play for fun opens (the lobby's search fetches the
 * site's games.json: 'self'; thumbnails are the platform's: 'self' at both addresses).
 */
export const pageCsp = (deps: Deps) =>
  `${PAGE_CSP}; frame-src ${demoFrameSources([deps.env.PUBLIC_URL, deps.env.GAMES_AGGREGATOR_URL])}`;

/**
 * The platform address of a site's root: `<SITES_BASE_URL>/<slug>/`, by default under
 * PUBLIC_URL, else (a bare `npm start`) under the address this request came to.
 */
export function platformRoot(c: AppContext, deps: Deps, slug: string): string {
  const base = deps.env.SITES_BASE_URL ?? (deps.env.PUBLIC_URL ? `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}/s` : null);
  return `${(base ?? `${new URL(c.req.url).origin}/s`).replace(/\/+$/, '')}/${slug}/`;
}

type NotFound = (c: AppContext) => Response | Promise<Response>;

async function image(c: AppContext, deps: Deps, site: SiteRow, path: string, notFound: NotFound) {
  const hash = ASSET.exec(path)?.[1];
  const bytes = hash ? await readAsset(deps.db, site.id, hash) : null;
  if (!bytes) return notFound(c);
  // Named by their content: an image never changes under its address.
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  });
}

/** Where a site is: the path its pages are under here, and its absolute root on this host (siteUrls.ts). */
interface SiteAt {
  root: string;
  path: string;
  absolute: string;
}

/**
 * A site's answer as HTTP: the page (revalidated on every visit, so a publish shows at once)
 * with this host's absolute addresses in it, a redirect, or 404. The root's redirect follows
 * Accept-Language, so it says so (Vary) to caches.
 */
function answer(c: AppContext, result: SiteAnswer, at: SiteAt, notFound: NotFound, now: Date, csp = PAGE_CSP) {
  if (result.kind === 'redirect') {
    if (at.path === '') c.header('Vary', 'Accept-Language');
    return c.redirect(`${at.root}${result.to}`, 302);
  }
  if (result.kind === 'missing') return notFound(c);
  if (result.kind === 'preparing') return preparing(c, now);
  c.header('Content-Security-Policy', csp);
  c.header('Vary', 'Accept-Encoding');
  // The stored file's validator and the host's root: the same file reads differently per host.
  const etag = `"${result.etag.slice(1, -1)}-${createHash('sha256').update(at.absolute).digest('base64url').slice(0, 8)}"`;
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(withRoot(result.body, at.absolute), 200, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** A live site before its first version (sites/design/firstVersions.ts runs once at start): come back soon. */
function preparing(c: AppContext, now: Date) {
  const t = c.get('t');
  const view = { locale: c.get('locale'), t, now, timeZone: UTC };
  c.header('Retry-After', '30');
  return c.body(messagePage(view, t('site.preparing.title'), t('site.preparing.text')), 503, {
    'Content-Type': 'text/html; charset=utf-8',
  });
}

/** A site platform staff suspended: every path, at every address, a notice in the visitor's language. */
function suspended(c: AppContext, now: Date) {
  const t = c.get('t');
  const view = { locale: c.get('locale'), t, now, timeZone: UTC };
  return c.body(messagePage(view, t('site.suspended.title'), t('site.suspended.text')), 403, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    Vary: 'Accept-Language',
  });
}

/**
 * A site whose term lapsed past its grace (sites/terms/): every path, at every address, a notice
 * in the visitor's language, 503 with Retry-After (it comes back when renewed), never indexed.
 */
function lapsed(c: AppContext, now: Date) {
  const t = c.get('t');
  const view = { locale: c.get('locale'), t, now, timeZone: UTC };
  return c.body(messagePage(view, t('site.lapsed.title'), t('site.lapsed.text')), 503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '86400',
    'X-Robots-Tag': 'noindex',
    Vary: 'Accept-Language',
  });
}

/** robots.txt and sitemap.xml of the version the site serves, for this host; null for any other path. */
async function crawlerFile(c: AppContext, deps: Deps, site: SiteRow, at: SiteAt) {
  if (at.path !== 'robots.txt' && at.path !== 'sitemap.xml') return null;
  c.header('Cache-Control', 'no-cache');
  if (at.path === 'robots.txt')
    return c.body(robotsTxt(at.absolute), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  const doc = await publishedDoc(deps.db, site);
  if (!doc) return null;
  return c.body(sitemapXml(doc, at.absolute), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
}

/**
 * The published site at `path` below `root`: the platform address (`/s/<slug>/`) and a
 * verified own domain (`/`) answer alike.
 */
export async function publishedSiteAnswer(c: AppContext, deps: Deps, site: SiteRow, at: SiteAt, notFound: NotFound) {
  if (site.suspendedAt) return suspended(c, deps.now());
  if (site.termState === 'released') return notFound(c);
  if (site.termState === 'suspended') return lapsed(c, deps.now());
  if (at.path.startsWith('assets/')) return image(c, deps, site, at.path, notFound);
  const crawler = await crawlerFile(c, deps, site, at);
  if (crawler) return crawler;
  // Game pages, the lobby's search and the go/ redirects are made on request (routes/siteGames.ts).
  c.header('Content-Security-Policy', pageCsp(deps));
  const games = await siteGamesAnswer(c, deps, site, at, notFound);
  if (games) return games;
  c.header('Cache-Control', 'no-cache');
  const result = await servePublishedFile(deps.db, site, at.path, c.req.header('accept-language'));
  return answer(c, result, at, notFound, deps.now(), pageCsp(deps));
}

export function sitePagesRoutes(deps: Deps, notFound: NotFound) {
  const app = new Hono<AppEnv>();

  const siteOf = (c: AppContext) => siteOfSlug(c, deps);

  /** The part of the path after `prefix` (the site's root, or its preview root). */
  const rest = (c: AppContext, prefix: string) => c.req.path.slice(prefix.length);

  app.get('/:slug/preview/:token/*', async (c) => {
    const site = await siteOf(c);
    const token = c.req.param('token');
    if (!site || !TOKEN.test(token) || !(await previewAllowed(deps.db, site.id, token, deps.now()))) return notFound(c);
    const root = `/s/${site.slug}/preview/${token}/`;
    let path = rest(c, root);
    // `v<n>/…`: a published version's pages as stored (the editor's Versions dialog), else the draft.
    const version = /^v([1-9]\d{0,8})\//.exec(path);
    if (version) path = path.slice(version[0].length);
    if (path.startsWith('assets/')) return image(c, deps, site, path, notFound);
    // The draft changes with every save: never kept, never indexed.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    // A version's pages link among themselves: their root is the version's, under the link's.
    const at = { root, path, absolute: `${new URL(c.req.url).origin}${root}${version ? version[0] : ''}` };
    const result = version
      ? await serveVersionFile(deps.db, site, Number(version[1]), path)
      : await serveDraftFile(deps.db, site, path, deps.now(), c.req.header('accept-language'));
    return answer(c, result, at, notFound, deps.now());
  });

  app.get('/:slug/*', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    const root = `/s/${site.slug}/`;
    const at = { root, path: rest(c, root), absolute: platformRoot(c, deps, site.slug) };
    return publishedSiteAnswer(c, deps, site, at, notFound);
  });

  return app;
}
