import type { Context } from 'hono';

/**
 * Cross-site request forgery guard for the server-rendered forms (sandbox card page, site
 * consoles): the browser says the form was posted from this origin. `Sec-Fetch-Site`, when
 * sent, must say same-origin; `Origin`, when sent, must name this host (`null` never does).
 * A request with neither is not a browser's and carries no victim's cookie to abuse.
 */
export function postedFromThisOrigin(c: Context, trustProxy: boolean): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
