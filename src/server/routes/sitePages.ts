import { Hono } from 'hono';
import type { AppContext, AppEnv, Deps } from '../http/context.ts';
import { siteOfSlug } from '../http/consoleSession.ts';
import type { SiteRow } from '../services/console.ts';
import { readAsset } from '../services/siteDesign/assets.ts';
import { previewAllowed } from '../services/siteDesign/preview.ts';
import { type SiteAnswer, serveDraftFile, servePublishedFile, serveVersionFile } from '../services/siteDesign/serve.ts';

/**
 * The published sites at the platform address, mounted inside sites-public.ts (whose headers
 * they keep): `/s/<slug>/` → its first language, `/s/<slug>/<lang>/…/` → a page of the
 * version it serves, `/s/<slug>/assets/<hash>.webp` → an uploaded image, and
 * `/s/<slug>/preview/<token>/…` → the draft, for whoever holds a preview link (`…/v<n>/…`: version n).
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ASSET = /^assets\/([0-9a-f]{64})\.webp$/;

/** A page may show the site's own images, nothing else from outside; no script. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

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

/** A site's answer as HTTP: the page (revalidated on every visit, so a publish shows at once), a redirect, or 404. */
function answer(c: AppContext, result: SiteAnswer, root: string, notFound: NotFound) {
  if (result.kind === 'redirect') return c.redirect(`${root}${result.to}`, 302);
  if (result.kind === 'missing') return notFound(c);
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', result.etag);
  if (c.req.header('if-none-match') === result.etag) return c.body(null, 304);
  return c.body(result.body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
}

/**
 * The published site at `path` below `root`: the platform address (`/s/<slug>/`) and a
 * verified own domain (`/`) answer alike.
 */
export async function publishedSiteAnswer(
  c: AppContext,
  deps: Deps,
  site: SiteRow,
  at: { root: string; path: string },
  notFound: NotFound,
) {
  if (at.path.startsWith('assets/')) return image(c, deps, site, at.path, notFound);
  c.header('Cache-Control', 'no-cache');
  return answer(c, await servePublishedFile(deps.db, site, at.path, deps.now()), at.root, notFound);
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
    const result = version
      ? await serveVersionFile(deps.db, site, Number(version[1]), path)
      : await serveDraftFile(deps.db, site, path, deps.now());
    return answer(c, result, root, notFound);
  });

  app.get('/:slug/*', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    const root = `/s/${site.slug}/`;
    return publishedSiteAnswer(c, deps, site, { root, path: rest(c, root) }, notFound);
  });

  return app;
}
