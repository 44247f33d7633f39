import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { catalogCache } from '../http/catalogCache.ts';
import { validateQuery } from '../http/validate.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { AppError } from '../../shared/errors.ts';
import { idParam } from '../../shared/schemas/common.ts';
import { categoryQuery, templateImageQuery, templateListQuery } from '../../shared/schemas/catalog.ts';
import { renderTemplateSvg } from '../../shared/templateArt.ts';
import { getTemplateDesign, listCategories, listColorSchemes, listTemplates } from '../services/templates.ts';

export const templateDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/cart/category',
    summary: 'Template categories of a market with counts (of a search, with q)',
    tag: 'catalogue',
    query: categoryQuery,
  },
  {
    method: 'get',
    path: '/api/cart/template-list',
    summary: 'A page of templates (category, text query)',
    tag: 'catalogue',
    query: templateListQuery,
  },
  { method: 'get', path: '/api/cart/colors', summary: 'The six colour-scheme presets', tag: 'catalogue' },
  {
    method: 'get',
    path: '/api/cart/template-image/{id}/thumb.svg',
    summary: 'Template thumbnail (SVG; optional color1..3)',
    tag: 'catalogue',
    query: templateImageQuery,
  },
  {
    method: 'get',
    path: '/api/cart/template-image/{id}/preview.svg',
    summary: 'Template preview (SVG; optional color1..3)',
    tag: 'catalogue',
    query: templateImageQuery,
  },
];

/** SVG may carry script: these images get none, and no fetches. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The template catalogue under /api/cart (public: the gallery and images need no login). */
export function templateRoutes(deps: Deps) {
  const cache = catalogCache(deps);
  const router = new Hono<AppEnv>()
    .get('/category', cache, validateQuery(categoryQuery), async (c) =>
      ok(c, await listCategories({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .get('/template-list', cache, validateQuery(templateListQuery), async (c) =>
      ok(c, await listTemplates({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .get('/colors', cache, async (c) => ok(c, await listColorSchemes({ ctx: serviceCtx(c, deps) })));
  // Two plain paths (as documented), not one pattern: the router's table is the list of routes.
  for (const size of ['thumb', 'preview'] as const) {
    router.get(`/template-image/:id/${size}.svg`, validateQuery(templateImageQuery), async (c) => {
      const id = idParam.safeParse(c.req.param('id'));
      const design = id.success ? await getTemplateDesign({ ctx: serviceCtx(c, deps), input: { id: id.data } }) : null;
      if (!design) throw new AppError('not_found');
      const colors = c.req.valid('query');
      const custom = Boolean(colors.color1 || colors.color2 || colors.color3);
      const svg = renderTemplateSvg(design, { size, colors });
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      c.header('ETag', etag);
      // A template's design never changes (a new design is a new template), so plain images are immutable.
      c.header('Cache-Control', custom ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');
      c.header('Content-Security-Policy', SVG_CSP);
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(svg);
    });
  }
  return router;
}
