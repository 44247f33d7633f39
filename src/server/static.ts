import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import {
  CONTENT_TYPES,
  COMPRESSIBLE,
  cacheControl,
  cameOverTls,
  DEFAULT_CONTENT_TYPE,
  ENCODINGS,
  isServable,
  pageHeaders,
  redirectFor,
  STAFF_PAGES,
  STAFF_ROBOTS,
  withHsts,
} from './edge/rules.ts';

/**
 * The request target as the client sent it, path and `?query`, before URL parsing resolved
 * dot segments and dropped tabs: what nginx's `$request_uri` is, so the redirect rules read the
 * same string on both (and a `/x/..//host` cannot be folded into `//host`). Null outside a Node
 * socket (`app.request` in tests), where the parsed URL is all there is.
 */
function rawTarget(c: Context): [string, string] | null {
  const raw = (c.env as { incoming?: { url?: unknown } } | undefined)?.incoming?.url;
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  const q = raw.indexOf('?');
  return q < 0 ? [raw, ''] : [raw.slice(0, q), raw.slice(q)];
}

/** Serves dist/ under the rules of `edge/rules.ts`; a path with no servable file redirects. */
export function createStaticHandler(distDir: string, opts: { trustProxy?: boolean } = {}) {
  const root = resolve(distDir);
  const cspFile = join(root, '_csp.json');
  const hashes = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as { scriptHashes: string[] }).scriptHashes
    : [];
  const headers = pageHeaders(hashes);

  function locate(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const base = resolve(root, `.${decoded}`);
    if (base !== root && !base.startsWith(root + sep)) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
      try {
        if (statSync(candidate).isFile()) return isServable(relative(root, candidate)) ? candidate : null;
      } catch {
        /* next */
      }
    }
    return null;
  }

  return async function serve(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const tls = cameOverTls(opts.trustProxy ?? false, c.req.header('x-forwarded-proto'));
    for (const [k, v] of Object.entries(withHsts(headers, tls))) c.header(k, v);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const file = locate(url.pathname);
    if (!file) {
      const [path, search] = rawTarget(c) ?? [url.pathname, url.search];
      const r = redirectFor(path, search);
      return c.redirect(r?.to ?? '/', r?.status ?? 302);
    }
    const ext = extname(file);
    c.header('Content-Type', CONTENT_TYPES[ext] ?? DEFAULT_CONTENT_TYPE);
    c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', cacheControl(url.pathname, ext));
    if (STAFF_PAGES.test(url.pathname)) c.header('X-Robots-Tag', STAFF_ROBOTS);
    let path = file;
    if (COMPRESSIBLE.includes(ext)) {
      const accept = c.req.header('accept-encoding') ?? '';
      const enc = ENCODINGS.find((e) => accept.includes(e.name) && existsSync(file + e.suffix));
      if (enc) {
        path = file + enc.suffix;
        c.header('Content-Encoding', enc.name);
      }
    }
    const stat = statSync(path);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Length', String(stat.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200);
  };
}
