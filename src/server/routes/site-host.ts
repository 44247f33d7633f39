import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv, Deps } from '../http/context.ts';
import { requestHost } from '../http/requestHost.ts';
import { isPlatformHost, platformHosts } from '../domains/platform.ts';
import { publishedSiteAnswer } from './sitePages.ts';
import { siteOfHost } from '../domains/domains.ts';
import { messagePage } from '../console/views/console.ts';
import { UTC } from '../data/timeZones.ts';
import { SITE_CSP } from './sites-public.ts';

/**
 * A site on its operator's own domain: a request whose host is a verified domain of a live
 * site gets that site at `/` (not under `/s/<slug>/`), with the headers the platform's copy
 * has. The platform's own names and bare addresses never reach the database; any other host
 * that no site holds goes on as before (the storefront). A site has pages, not an API: the
 * API answers alike on every host and never comes here (app.ts: the API has its own front).
 */
export function ownDomainSites(deps: Deps): MiddlewareHandler<AppEnv> {
  const platform = platformHosts(deps.env);
  return async (c, next) => {
    const host = requestHost(c, { trustProxy: deps.env.TRUST_PROXY });
    if (!host || isIP(host.replace(/^\[|\]$/g, '')) || isPlatformHost(host, platform)) return next();
    const site = await siteOfHost({ ctx: deps, input: { host } });
    if (!site) return next();
    const headers = {
      'Content-Security-Policy': SITE_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.body(null, 405, { ...headers, Allow: 'GET, HEAD' });
    }
    // The platform's design library is the same files on every host (the static handler).
    if (c.req.path.startsWith('/design-library/')) return next();
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    const notFound = (c: AppContext) => {
      const t = c.get('t');
      const page = messagePage(
        { locale: c.get('locale'), t, timeZone: UTC, now: deps.now() },
        t('site.notFound.title'),
        t('site.notFound.text'),
      );
      return c.body(page, 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        Vary: 'Accept-Language',
      });
    };
    // Own domains are served over HTTPS by the edge (Caddy's certificates for verified names).
    const at = { root: '/', path: c.req.path.slice(1), absolute: `https://${host}/` };
    return publishedSiteAnswer(c, deps, site, at, notFound);
  };
}
