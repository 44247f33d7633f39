import type { APIRoute } from 'astro';
import { robotsTxt } from '~/shared/seo';

/** Marketing pages open, account pages and the API closed, the sitemap announced. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
