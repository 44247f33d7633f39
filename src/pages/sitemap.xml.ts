import type { APIRoute } from 'astro';
import { sitemapXml } from '~/shared/seo';

/** Every localized marketing page with its hreflang alternates (built once, served statically). */
export const GET: APIRoute = () =>
  new Response(sitemapXml(), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
