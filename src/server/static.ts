import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { defaultLocale, findLocale, localePath, type LocaleCode } from '../../i18n/locales.ts';
import { IMG_SOURCES } from '../shared/contentPolicy.ts';

const types: Record<string, string> = {
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
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** Security headers of every static response; script hashes come from the build. */
export function securityHeaders(scriptHashes: string[]): Record<string, string> {
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

/**
 * The routing rules of spec §2 as HTTP redirects, for a request that found no file:
 * `/login` → `/?showLogin=1` and `/ja/login` → `/ja/?showLogin=1` (the dialog in that
 * language); `/en/…` → `/…`; `/zh-TW/…` → `/zh-tw/…`; anything else → `/`.
 */
export function redirectFor(pathname: string, search: string): { to: string; status: 301 | 302 } | null {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = findLocale(first);
  // `/login` or `/<locale>/login`: that language's home page, where the dialog opens.
  const loginLocale = /^\/login\/?$/i.test(pathname)
    ? defaultLocale
    : locale && /^login\/?$/i.test(rest.join('/'))
      ? locale.code
      : undefined;
  if (loginLocale) {
    const q = new URLSearchParams(search);
    q.set('showLogin', '1');
    return { to: `${loginHome(loginLocale)}?${q}`, status: 302 };
  }
  if (locale) {
    const tail = rest.join('/');
    if (locale.code === defaultLocale) return { to: `/${tail}${search}`, status: 301 };
    if (first !== locale.path) return { to: `/${locale.path}${tail ? `/${tail}` : ''}${search}`, status: 301 };
  }
  return null;
}

/** Where a locale's `/login` goes: its home page, where `?showLogin=1` opens the dialog. */
export function loginHome(code: LocaleCode): string {
  return code === defaultLocale ? '/' : `${localePath(code)}/`;
}

export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const cspFile = join(root, '_csp.json');
  const hashes = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as { scriptHashes: string[] }).scriptHashes
    : [];
  const headers = securityHeaders(hashes);

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
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        /* next */
      }
    }
    return null;
  }

  return async function serve(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const file = locate(url.pathname);
    if (!file || file.endsWith('404.html')) {
      const r = redirectFor(url.pathname, url.search);
      return c.redirect(r?.to ?? '/', r?.status ?? 302);
    }
    const ext = extname(file);
    c.header('Content-Type', types[ext] ?? 'application/octet-stream');
    c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', cacheControl(url.pathname, ext));
    let path = file;
    if (compressible.has(ext)) {
      const accept = c.req.header('accept-encoding') ?? '';
      for (const [enc, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (accept.includes(enc) && existsSync(file + suffix)) {
          path = file + suffix;
          c.header('Content-Encoding', enc);
          break;
        }
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

function cacheControl(pathname: string, ext: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (ext === '.html') return 'public, max-age=60, must-revalidate';
  return 'public, max-age=86400';
}
