import { getCookie } from 'hono/cookie';
import { liveSiteBySlug } from './console.ts';
import { findOpsSession, type SiteRow } from '../sites/opsSessions.ts';
import { type AppContext, type Deps, serviceCtx } from '../http/context.ts';

/**
 * A site address's slug as provisioning makes them (slugFor): ASCII only, so anything else is
 * no site, costs no query, and never reaches a cookie's path.
 */
export const SITE_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A site's console session cookie: one per site, scoped to that console's path. */
export const consoleCookie = (site: Pick<SiteRow, 'id'>): string => `ops_${site.id}`;

/** The live site of the `:slug` parameter, or null. */
export async function siteOfSlug(c: AppContext, deps: Deps): Promise<SiteRow | null> {
  const slug = c.req.param('slug') ?? '';
  if (!SITE_SLUG.test(slug)) return null;
  return liveSiteBySlug({ ctx: serviceCtx(c, deps), input: { slug } });
}

/** This request's console session on `site`: the cookie's token, and the session it opens if any. */
export async function consoleSessionOf(c: AppContext, deps: Deps, site: SiteRow) {
  const token = getCookie(c, consoleCookie(site));
  if (!token) return { token, session: null };
  return { token, session: await findOpsSession({ ctx: serviceCtx(c, deps), input: { siteId: site.id, token } }) };
}
