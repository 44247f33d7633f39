import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { settings } from '../db/schema/index.ts';
import type { AppEnv, Deps } from './context.ts';

/**
 * Catalogue reads (markets, packages, intro texts, categories, templates, colours) change
 * only when an operator changes the catalogue. Every such change bumps one version row
 * (database triggers, migration 0004), in whatever process or tool made it. A read asks
 * for that version (one primary-key lookup) and then:
 * - answers 304 when the browser's or CDN's `If-None-Match` names this version and query;
 * - else serves the body this process already built for the same query, language and version;
 * - else runs the route and keeps its body.
 * Answers are public and cacheable for a minute (stale for five more while revalidating).
 */
const MAX_ENTRIES = 2_000;
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function catalogCache(deps: Pick<Deps, 'db'>) {
  const bodies = new Map<string, string>();
  let seen = '';
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const [row] = await deps.db.select({ v: settings.value }).from(settings).where(eq(settings.key, 'catalog.version'));
    const version = row?.v ?? '0';
    // A new catalogue: what was built for the old one is never served again.
    if (version !== seen) {
      bodies.clear();
      seen = version;
    }
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const key = `${c.get('locale')} ${url.pathname}?${url.searchParams}`;
    const etag = `"c${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Language' };
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, headers);
    }
    const known = bodies.get(key);
    if (known !== undefined) {
      return c.body(known, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    if (bodies.size >= MAX_ENTRIES) bodies.delete(bodies.keys().next().value as string);
    bodies.set(key, body);
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
  });
}
