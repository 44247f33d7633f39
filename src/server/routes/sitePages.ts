import { Hono } from 'hono';
import { type AppContext, type AppEnv, type Deps, serviceCtx } from '../http/context.ts';
import { liveSiteBySlug, type SiteRow } from '../services/console.ts';
import { readAsset } from '../services/siteDesign/assets.ts';
import { previewAllowed } from '../services/siteDesign/preview.ts';
import { type SiteAnswer, serveDraftFile, servePublishedFile } from '../services/siteDesign/serve.ts';

/**
 * The published sites at the platform address, mounted inside sites-public.ts (whose headers
 * they keep): `/s/<slug>/` → its first language, `/s/<slug>/<lang>/…/` → a page of the
 * version it serves, `/s/<slug>/assets/<hash>.webp` → an uploaded image, and
 * `/s/<slug>/preview/<token>/…` → the draft, for whoever holds a preview link.
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ASSET = /^assets\/([0-9a-f]{64})\.webp$/;

/** A page may show the site's own images, nothing else from outside; no script. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

export function sitePagesRoutes(deps: Deps, notFound: (c: AppContext) => Response | Promise<Response>) {
  const app = new Hono<AppEnv>();

  async function siteOf(c: AppContext): Promise<SiteRow | null> {
    const slug = c.req.param('slug') ?? '';
    return SLUG.test(slug) ? liveSiteBySlug({ ctx: serviceCtx(c, deps), input: { slug } }) : null;
  }

  /** The part of the path after `prefix` (the site's root, or its preview root). */
  const rest = (c: AppContext, prefix: string) => c.req.path.slice(prefix.length);

  async function image(c: AppContext, site: SiteRow, path: string) {
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
  function answer(c: AppContext, result: SiteAnswer, root: string) {
    if (result.kind === 'redirect') return c.redirect(`${root}${result.to}`, 302);
    if (result.kind === 'missing') return notFound(c);
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Vary', 'Accept-Encoding');
    c.header('ETag', result.etag);
    if (c.req.header('if-none-match') === result.etag) return c.body(null, 304);
    return c.body(result.body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  }

  app.get('/:slug/preview/:token/*', async (c) => {
    const site = await siteOf(c);
    const token = c.req.param('token');
    if (!site || !TOKEN.test(token) || !(await previewAllowed(deps.db, site.id, token, deps.now()))) return notFound(c);
    const root = `/s/${site.slug}/preview/${token}/`;
    const path = rest(c, root);
    if (path.startsWith('assets/')) return image(c, site, path);
    // The draft changes with every save: never kept, never indexed.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return answer(c, await serveDraftFile(deps.db, site, path, deps.now()), root);
  });

  app.get('/:slug/*', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    const root = `/s/${site.slug}/`;
    const path = rest(c, root);
    if (path.startsWith('assets/')) return image(c, site, path);
    c.header('Cache-Control', 'no-cache');
    return answer(c, await servePublishedFile(deps.db, site, path, deps.now()), root);
  });

  return app;
}
