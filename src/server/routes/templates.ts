import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok, serviceCtx } from '../http/context.ts';
import { catalogCache } from '../http/catalogCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import type { AppContext } from '../http/context.ts';
import { AppError } from '../../shared/errors.ts';
import { idParam } from '../../shared/schemas/common.ts';
import { categoryQuery, templateImageQuery, templateListQuery } from '../../shared/schemas/catalog.ts';
import { colorScheme, template, templateCategory } from '../../shared/schemas/answers/catalog.ts';
import { page } from '../../shared/schemas/answers/envelope.ts';
import { renderTemplateSvg } from '../../shared/templateArt.ts';
import { renderTemplatePreview } from '../sites/design/templatePreview.ts';
import { getTemplateDesign, listCategories, listColorSchemes, listTemplates } from '../catalogue/templates.ts';
import { type OwnImage, ownImageSvg, ownTemplateImage } from '../catalogue/templateImages.ts';

const catalogue = { tag: 'catalogue' } as const;
/** The id is checked by the route itself: an unknown or malformed one is a 404, not a 400. */
const image = (size: 'thumb' | 'preview', summary: string) =>
  apiRoute({
    ...catalogue,
    method: 'get',
    path: `/template-image/{id}/${size}.svg`,
    summary,
    params: z.object({ id: z.string() }),
    query: templateImageQuery,
    media: 'image/svg+xml',
  });

export const templateApi = {
  base: '/api/cart',
  routes: {
    category: apiRoute({
      ...catalogue,
      method: 'get',
      path: '/category',
      conditional: true,
      summary: 'Template categories of a market with counts (of a search, with q)',
      query: categoryQuery,
      data: z.array(templateCategory),
    }),
    list: apiRoute({
      ...catalogue,
      method: 'get',
      path: '/template-list',
      conditional: true,
      summary: 'A page of templates (category, text query)',
      query: templateListQuery,
      data: page(template),
    }),
    colors: apiRoute({
      ...catalogue,
      method: 'get',
      path: '/colors',
      conditional: true,
      summary: 'The six colour-scheme presets',
      data: z.array(colorScheme),
    }),
    thumb: image('thumb', 'Template thumbnail (SVG; optional color1..3)'),
    preview: image('preview', 'Template preview (SVG; optional color1..3)'),
    page: apiRoute({
      ...catalogue,
      method: 'get',
      path: '/template-page/{id}',
      summary: "A template's home page as the site will start (HTML, no script; optional color1..3)",
      params: z.object({ id: z.string() }),
      query: templateImageQuery,
      media: 'text/html',
    }),
  },
} satisfies ApiGroup;

/** SVG may carry script: these images get none, and no fetches. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A template's own picture: the SVG that holds it may show the one data: image it carries. */
const OWN_SVG_CSP = "default-src 'none'; img-src data:; sandbox";
/** The preview page: no script, images from the design library only, framed by the wizard alone. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

/** The template catalogue under /api/cart (public: the gallery and images need no login). */
export function templateRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = templateApi.routes;
  const cache = catalogCache(deps);
  const svg = async (c: AppContext, size: 'thumb' | 'preview', colors: z.infer<typeof templateImageQuery>) => {
    const id = idParam.safeParse(c.req.param('id'));
    // A template added by staff or a pack may have its own picture (WebP), and may be edited.
    const own = id.success ? await ownTemplateImage(deps.db, id.data, size) : { grouped: false, image: null };
    if (own.image) return storedImage(c, own.image);
    const design = id.success ? await getTemplateDesign({ ctx: serviceCtx(c, deps), input: { id: id.data } }) : null;
    if (!design) throw new AppError('not_found');
    const custom = Boolean(colors.color1 || colors.color2 || colors.color3);
    const body = renderTemplateSvg(design, { size, colors });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    c.header('ETag', etag);
    // A seeded template's design never changes, so its plain images are immutable; an edited one's are revalidated.
    c.header(
      'Cache-Control',
      own.grouped ? 'public, no-cache' : custom ? 'public, max-age=86400' : 'public, max-age=31536000, immutable',
    );
    c.header('Content-Security-Policy', SVG_CSP);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(body);
  };
  const storedImage = (c: AppContext, image: OwnImage) => {
    const etag = `"${image.hash.slice(0, 32)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, no-cache');
    c.header('Content-Security-Policy', OWN_SVG_CSP);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(ownImageSvg(image));
  };
  const page = async (c: AppContext, colors: z.infer<typeof templateImageQuery>) => {
    const id = idParam.safeParse(c.req.param('id'));
    const html = id.success
      ? await renderTemplatePreview({ ctx: serviceCtx(c, deps), input: { id: id.data, colors } })
      : null;
    if (!html) throw new AppError('not_found');
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Security-Policy', PAGE_CSP);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(html);
  };
  return app
    .openapi(w(r.category, cache), async (c) =>
      ok(c, await listCategories({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.list, cache), async (c) =>
      ok(c, await listTemplates({ ctx: serviceCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.colors, cache), async (c) => ok(c, await listColorSchemes({ ctx: serviceCtx(c, deps) })))
    .openapi(r.thumb, (c) => svg(c, 'thumb', c.req.valid('query')))
    .openapi(r.preview, (c) => svg(c, 'preview', c.req.valid('query')))
    .openapi(r.page, (c) => page(c, c.req.valid('query')));
}
