import { createHash } from 'node:crypto';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { catalogVersion } from './catalogVersion.ts';
import { type KeptBody, keepBody, readyBody, servedBody, servedJson } from './compression.ts';
import type { AppEnv, Deps } from './context.ts';
import { memo } from './memo.ts';

/**
 * Catalogue reads (markets, packages, intro texts, categories, templates, colours) change
 * only when an operator changes the catalogue, and then the catalogue version moves
 * (`catalogVersion`: known in memory, pushed by the database to every process). A read:
 * - answers 304 when the browser's or CDN's `If-None-Match` names this version and query;
 * - else serves the body this process already built for the same query, language and
 *   version, compressed once per encoding;
 * - else runs the route and keeps its body.
 * Answers are public and cacheable for a minute (stale for five more while revalidating).
 */
const MAX_ENTRIES = 2_000;
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const VARY = 'Accept-Language, Accept-Encoding';
const JSON_TYPE = 'application/json; charset=UTF-8';

interface Entry {
  etag: string;
  kept: KeptBody;
  /** The answer's headers per encoding served ('' for none), made once: every hit sends the same. */
  headers: Record<string, Record<string, string>>;
}

/**
 * A GET's identity for the per-process caches: language, path and query, parameters in any
 * order. One parameter or none (most reads) skips parsing; equivalent spellings of a query
 * may get two entries, never a wrong one.
 */
export function responseKey(c: Context<AppEnv>): string {
  const url = c.req.url;
  const q = url.indexOf('?');
  const query = q === -1 ? '' : url.slice(q + 1);
  return `${c.get('locale')} ${c.req.path}?${query.includes('&') ? sortedQuery(query) : query}`;
}

/** A query's parameters in one order; parsed once per spelling (a search's reads repeat it). */
const sortedQuery = memo((query: string): string => {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
});

const tagOf = (version: string, key: string) =>
  `"c${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;

export function catalogCache(deps: Pick<Deps, 'db' | 'listen'>) {
  const version = catalogVersion(deps);
  const entries = new Map<string, Entry>();
  let seen = '';

  /** The answer of a kept read: 304, or its body as this request accepts it (null: not compressed yet). */
  function fromMemory(c: Context<AppEnv>, entry: Entry): Response | null {
    if (notModified(c, entry.etag)) return c.body(null, 304, validators(entry.etag));
    const ready = readyBody(entry.kept, c.req.header('accept-encoding'));
    return ready && answer(entry, ready);
  }

  /** A read the memory cannot answer at once: the version asked, the route run and its body kept. */
  async function readThrough(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
    const current = await version.current();
    // A new catalogue: what was built for the old one is never served again.
    if (current !== seen) {
      entries.clear();
      seen = current;
    }
    const key = responseKey(c);
    let entry = entries.get(key);
    const etag = entry?.etag ?? tagOf(current, key);
    if (notModified(c, etag)) return c.body(null, 304, validators(etag));
    if (!entry) {
      await next();
      if (c.res.status !== 200) return undefined;
      entry = { etag, kept: keepBody(Buffer.from(await c.res.arrayBuffer())), headers: {} };
      // Only a body of the version it was built under is kept.
      if (seen === current) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
    }
    const res = answer(entry, await servedBody(entry.kept, c.req.header('accept-encoding')));
    // After the route ran (a miss) the answer replaces the route's; a hit is the answer.
    if (!c.finalized) return res;
    c.res = res;
    return undefined;
  }

  return createMiddleware<AppEnv>((c, next) => {
    if (c.req.method !== 'GET') return next();
    // The usual read, answered without waiting on anything: the version heard of, the body kept and ready.
    const entry = version.known() === seen ? entries.get(responseKey(c)) : undefined;
    const now = entry ? fromMemory(c, entry) : null;
    // Answered synchronously: the route's folded steps (http/fold.ts) then stay on Hono's light path.
    return (now ?? readThrough(c, next)) as Promise<Response | undefined>;
  });
}

function notModified(c: Context<AppEnv>, etag: string): boolean {
  const asked = c.req.header('if-none-match');
  return asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) ?? false;
}

const validators = (etag: string): Record<string, string> => ({
  ETag: etag,
  'Cache-Control': CACHE_CONTROL,
  Vary: VARY,
});

function answer(entry: Entry, served: { bytes: Buffer; encoding: string | null }): Response {
  const encoding = served.encoding ?? '';
  let headers = entry.headers[encoding];
  if (!headers) {
    headers = { ...validators(entry.etag), 'Content-Type': JSON_TYPE };
    if (encoding) headers['Content-Encoding'] = encoding;
    entry.headers[encoding] = headers;
  }
  return servedJson(served.bytes, headers);
}
