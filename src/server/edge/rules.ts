/**
 * The site's HTTP rules, stated once: security headers (pages and API), caching, content
 * types, precompressed files, build files that are never served, spec §2's redirects and the
 * paths that belong to the API processes. Everything that answers HTTP derives from here:
 * the Node server (static.ts, app.ts) per request, `hostFiles.ts` as Netlify / Cloudflare
 * Pages `_headers` and `_redirects`, `nginx.ts` as an nginx config. tests/api/edge-nginx.test.ts
 * compares the Node server and the generated nginx path by path.
 */
import { defaultLocale, type LocaleCode, localePath, locales } from '../../../i18n/locales.ts';
import { IMG_SOURCES } from '../../shared/contentPolicy.ts';

/** Content types by extension; `charset=utf-8` where it matters (nginx adds it per type too). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Extensions postbuild precompresses; their `.br`/`.gz` siblings are sent instead, best first. */
export const COMPRESSIBLE = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml'];
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Hashed build assets never change under their name; pages are rechecked after a minute; the
 * staff console's pages are never kept.
 */
export const CACHE = {
  immutablePrefix: '/_astro/',
  immutable: 'public, max-age=31536000, immutable',
  html: 'public, max-age=60, must-revalidate',
  other: 'public, max-age=86400',
  staff: 'no-store',
} as const;

/** The staff console's pages, in every language (`/staff/…`, `/ar/staff/…`): never cached, never indexed. */
export const STAFF_PAGES = /^\/(?:[A-Za-z]{2}(?:-[A-Za-z]{2})?\/)?staff(?:\/|$)/;
export const STAFF_ROBOTS = 'noindex, nofollow';

export function cacheControl(pathname: string, ext: string): string {
  if (STAFF_PAGES.test(pathname)) return CACHE.staff;
  if (pathname.startsWith(CACHE.immutablePrefix)) return CACHE.immutable;
  return ext === '.html' ? CACHE.html : CACHE.other;
}

/**
 * Files in dist/ (relative) that are instructions to a host or the Node server, or the CDN's
 * fallback page: answered as if missing (so: home), never sent, nor their `.br`/`.gz`. The site
 * designer's shell too: only console/designPage.ts sends it, to a signed-in operator.
 */
export const NOT_SERVED = ['_headers', '_redirects', '_csp.json', '404.html', 'console-design/index.html'];

export function isServable(relativeFile: string): boolean {
  const name = relativeFile.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  return !NOT_SERVED.includes(name);
}

/** Paths answered by the API processes (each exactly, and everything under it). */
export const API_PATHS = ['/api', '/pay/sandbox', '/s'];

/** Sent only when the request came over TLS (browsers ignore it otherwise anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Security headers of every page and static file; script hashes come from the build. */
export function pageHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src ${IMG_SOURCES.join(' ')}`,
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** API answers are data, never documents: nothing in them may run, frame or leak a referrer. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

/**
 * Whether a request reached us over TLS. The Node server never terminates TLS itself, so
 * only its own proxy can say so (`X-Forwarded-Proto`, believed only with TRUST_PROXY).
 */
export function cameOverTls(trustProxy: boolean, forwardedProto: string | undefined | null): boolean {
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** `headers` plus HSTS when the request came over TLS. */
export function withHsts(headers: Readonly<Record<string, string>>, tls: boolean): Record<string, string> {
  return tls ? { ...headers, 'Strict-Transport-Security': HSTS } : { ...headers };
}

/** Where a locale's `/login` goes: its home page, where `?showLogin=1` opens the dialog. */
export function loginHome(code: LocaleCode): string {
  return code === defaultLocale ? '/' : `${localePath(code)}/`;
}
export const LOGIN_PARAM = ['showLogin', '1'] as const;

/**
 * Spec §2 for a request that found no file. Segments match case-insensitively (`/JA/Login`).
 * - `login`: `/login` or `/<segment>/login` (optional trailing slash) → `to?showLogin=1`, 302,
 *   keeping the query.
 * - `fold`: `/<segment>` and everything under it → the same under `to` (`''` is the root), 301,
 *   keeping the query; never onto itself (`/zh-tw/x` stays).
 *   `/zh-TW/` goes to `/zh-tw`, the pages' canonical form.
 */
export type Redirect =
  | { kind: 'login'; segment: string | null; to: string; status: 302 }
  | { kind: 'fold'; segment: string; to: string; status: 301 };

export const REDIRECTS: readonly Redirect[] = [
  { kind: 'login', segment: null, to: loginHome(defaultLocale), status: 302 },
  ...locales.map((l): Redirect => ({ kind: 'login', segment: l.path, to: loginHome(l.code), status: 302 })),
  ...locales.map(
    (l): Redirect => ({ kind: 'fold', segment: l.path, to: l.code === defaultLocale ? '' : `/${l.path}`, status: 301 }),
  ),
];

/** Spellings of a segment worth listing for hosts that match exactly: the locale code and path. */
export function spellings(segment: string): string[] {
  const l = locales.find((x) => x.path === segment);
  return [...new Set([segment, ...(l ? [l.code] : [])])];
}

/** A literal for a regular expression (JavaScript's and nginx's PCRE alike). */
export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a fold may carry over into its Location after the `/` that follows the locale: a first
 * character that is a plain path character, then anything but whitespace, control characters
 * and backslashes. A Location is resolved by the browser, which strips tabs and newlines, reads
 * `\` as `/`, and takes `//host` or `/\host` for another site: so `/en//evil.example/x`,
 * `/en/\evil.example`, `/en/<tab>/evil.example` must not fold into `//evil.example…`. A first
 * `%` (an encoded `/`, `\` or control character that a decoding hop would turn back) and `.`
 * (`/.//evil` becomes `//evil` once dot segments go) are refused as well. Such a path matches no
 * rule and goes home like any other path with no file. Written once for JavaScript (the Node
 * server) and PCRE (nginx, inside a quoted string: hence `\x5c` for the backslash); both match
 * the raw request target, as sent, so they answer alike (static.ts reads it from the socket).
 */
export const FOLD_REST_FIRST = '[A-Za-z0-9_~-]';
/** No `.` or `..` segment (raw or `%2e`) after the locale: the browser would resolve it away. */
export const FOLD_NO_DOT_SEGMENT = '(?![^?]*/(?:\\.|%2[eE]){1,2}(?:/|\\?|$))';
export const FOLD_REST_MORE = '[^?#\\x00-\\x20\\x7f\\x5c]*';

/** The rule's path pattern (no query), case-insensitive; group 1 is the rest of a fold. */
export function redirectPattern(r: Redirect): string {
  if (r.kind === 'login') return `^/${r.segment ? `${escapeRegex(r.segment)}/` : ''}login/?$`;
  // A bare trailing slash is dropped (`/zh-TW/` → `/zh-tw`, the canonical address).
  return `^/${escapeRegex(r.segment)}${FOLD_NO_DOT_SEGMENT}(/${FOLD_REST_FIRST}${FOLD_REST_MORE})?/?$`;
}

/**
 * Whether a Location stays on this origin whatever the browser does with it: a path with one
 * leading `/` not followed by `/` or `\` (also once tabs and newlines are stripped, as the URL
 * parser does), and no control character or backslash anywhere.
 */
export function isSameOriginPath(location: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  return /^\/(?![/\x5c])/.test(location) && !/[\x00-\x1f\x7f\x5c]/.test(location);
}

/** Where a path with no file goes under REDIRECTS, or null (the caller then goes home). */
export function redirectFor(pathname: string, search: string): { to: string; status: 301 | 302 } | null {
  for (const r of REDIRECTS) {
    const m = new RegExp(redirectPattern(r), 'i').exec(pathname);
    if (!m) continue;
    if (r.kind === 'login') {
      const q = new URLSearchParams(search);
      q.set(...LOGIN_PARAM);
      return { to: `${r.to}?${q}`, status: r.status };
    }
    // The exact target segment is never folded onto itself (`/zh-tw/x` stays, `/zh-TW/x` moves).
    if (r.to && pathname.split('/')[1] === r.to.slice(1)) continue;
    const to = `${r.to}${m[1] ?? ''}` || '/';
    // The pattern already keeps the rest harmless; this is the last word, whatever changes above.
    if (!isSameOriginPath(to)) return null;
    return { to: `${to}${search}`, status: r.status };
  }
  return null;
}
