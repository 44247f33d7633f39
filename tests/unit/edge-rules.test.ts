import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../../src/server/edge/hostFiles.ts';
import { nginxConfig } from '../../src/server/edge/nginx.ts';
import {
  API_HEADERS,
  cameOverTls,
  HSTS,
  isServable,
  pageHeaders,
  REDIRECTS,
  redirectFor,
} from '../../src/server/edge/rules.ts';
import { createStaticHandler } from '../../src/server/static.ts';
import { applyLine, follow, parseRedirects, samplePaths } from '../support/redirectsFile.ts';

describe('redirects of spec §2', () => {
  it('folds any casing of a locale onto its served segment, keeping the rest and the query', () => {
    expect(redirectFor('/zh-TW/', '')).toEqual({ to: '/zh-tw', status: 301 });
    expect(redirectFor('/Zh-Tw/privacy-policy/', '?a=1')).toEqual({ to: '/zh-tw/privacy-policy/?a=1', status: 301 });
    expect(redirectFor('/JA/x', '')).toEqual({ to: '/ja/x', status: 301 });
    expect(redirectFor('/EN/', '')).toEqual({ to: '/', status: 301 });
  });
  it('never redirects a path to itself', () => {
    for (const p of ['/zh-tw/nothing', '/zh-tw', '/ja/nothing', '/ar/']) expect(redirectFor(p, ''), p).toBeNull();
  });
  it("opens a locale's login dialog from /<locale>/login in any casing", () => {
    expect(redirectFor('/JA/Login/', '')).toEqual({ to: '/ja/?showLogin=1', status: 302 });
    expect(redirectFor('/zh-TW/login', '?x=1')).toEqual({ to: '/zh-tw/?x=1&showLogin=1', status: 302 });
    expect(redirectFor('/en/login', '')).toEqual({ to: '/?showLogin=1', status: 302 });
  });
});

describe('the generated _redirects', () => {
  const lines = parseRedirects(redirectsFile());

  it('cannot loop on a host that matches paths case-insensitively and ignores files', () => {
    for (const start of samplePaths(lines)) {
      const r = follow(lines, start, { caseInsensitive: true });
      expect(r.loop, r.chain.join(' → ')).toBe(false);
    }
  });

  it('would catch the case-only 301 it replaces', () => {
    const old = parseRedirects('/zh-TW/* /zh-tw/:splat 301\n');
    expect(follow(old, '/zh-tw/x', { caseInsensitive: true }).loop).toBe(true);
  });

  it('sends every path where the Node server redirects to the same place (exact matching)', () => {
    const paths = [
      '/login',
      '/ja/login',
      '/zh-TW/login',
      '/en',
      '/en/privacy-policy',
      '/zh-TW',
      '/zh-TW/privacy-policy',
    ];
    for (const path of paths) {
      const node = redirectFor(path, '')!;
      const line = lines.find((l) => applyLine(l, path, false) !== null)!;
      const to = applyLine(line, path, false)!;
      // Case-only folds are rewrites there (served from the target), redirects here.
      expect(to.replace(/\/$/, '') || '/', path).toBe(node.to.replace(/\/$/, '') || '/');
      expect(line.status === 200 ? 301 : line.status, path).toBe(node.status);
    }
  });
});

describe('security headers', () => {
  it('are the same in _headers as on the Node server, with HSTS (both hosts serve HTTPS)', () => {
    const block = headersFile(['sha256-abc']).split('\n/_astro/*')[0]!;
    const parsed = Object.fromEntries(
      block
        .split('\n')
        .filter((l) => l.startsWith('  '))
        .map((l) => [l.trim().split(': ')[0], l.trim().split(': ').slice(1).join(': ')]),
    );
    expect(parsed).toEqual({ ...pageHeaders(['sha256-abc']), 'Strict-Transport-Security': HSTS });
    expect(headersFile([])).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it('believe X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(cameOverTls(true, 'https')).toBe(true);
    expect(cameOverTls(true, 'HTTPS, http')).toBe(true);
    expect(cameOverTls(true, 'http')).toBe(false);
    expect(cameOverTls(false, 'https')).toBe(false);
    expect(API_HEADERS['Referrer-Policy']).toBe('no-referrer');
    expect(pageHeaders([])['Content-Security-Policy']).not.toContain("'unsafe-inline' ;");
    expect(pageHeaders([])['Content-Security-Policy']).toMatch(/script-src 'self';/);
  });
});

describe('the nginx config', () => {
  const conf = nginxConfig({
    root: '/srv/dist',
    scriptHashes: ['sha256-abc'],
    upstreams: ['10.0.0.2:4321', '10.0.0.3:4321'],
    listen: '80',
    trustProxy: false,
    brotliModule: null,
    user: 'www-data',
    workers: 'auto',
    runtimeDir: null,
  });

  it('proxies to every API process and sends .gz without a brotli module', () => {
    expect(conf).toContain('server 10.0.0.2:4321;');
    expect(conf).toContain('server 10.0.0.3:4321;');
    expect(conf).toContain('gzip_static on;');
    expect(conf).not.toContain('brotli_static on;');
    expect(conf).toContain('X-Forwarded-For $remote_addr;');
  });

  it('writes one redirect per rule whose pattern agrees with the Node server', () => {
    const ifs = [...conf.matchAll(/if \(\$request_uri (~\*?) "([^"]+)"\) \{ return (\d+) ([^;]+); \}/g)];
    expect(ifs).toHaveLength(REDIRECTS.length);
    const nginxFor = (uri: string) => {
      for (const [, op, pattern, status, target] of ifs) {
        const m = new RegExp(pattern!, op === '~*' ? 'i' : '').exec(uri);
        if (!m) continue;
        const args = uri.split('?')[1] ?? '';
        const to = target!
          .replace('$edge_login_args', args ? `${args}&showLogin=1` : 'showLogin=1')
          .replace('$1', m[1] ?? '')
          .replace('$2', m[2] ?? '');
        return { to, status: Number(status) };
      }
      return null;
    };
    for (const uri of [
      '/login',
      '/LOGIN/?a=1',
      '/ja/login',
      '/en',
      '/en/',
      '/en/x?y=1',
      '/zh-TW',
      '/zh-TW/',
      '/zh-TW/x/',
      '/zh-tw/',
      '/zh-tw/x',
      '/JA',
      '/JA/?q',
      '/nope',
      '/zhx',
    ]) {
      const [path = '', query] = uri.split('?');
      expect(nginxFor(uri), uri).toEqual(redirectFor(path, query ? `?${query}` : ''));
    }
  });
});

describe('the Node static server', () => {
  const dist = mkdtempSync(join(tmpdir(), 'edge-'));
  mkdirSync(join(dist, '_astro'));
  for (const f of ['index.html', '404.html', '_headers', '_redirects', '_csp.json', '_csp.json.br', '_astro/a.js'])
    writeFileSync(join(dist, f), f === '_csp.json' ? '{"scriptHashes":[]}' : `content of ${f}`);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const app = (trustProxy: boolean) => new Hono().all('*', createStaticHandler(dist, { trustProxy }));

  it('never serves host instructions or the CDN 404 page, answering as for a missing path', () => {
    expect(isServable('_astro/a.js')).toBe(true);
    for (const f of ['_headers', '_redirects', '_csp.json', '_csp.json.br', '404.html'])
      expect(isServable(f), f).toBe(false);
    return Promise.all(
      ['/_headers', '/_redirects', '/_csp.json', '/_csp.json.br', '/404.html', '/404'].map(async (path) => {
        const res = await app(false).request(`http://x${path}`);
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location')).toBe('/');
        expect(await res.text()).not.toContain('content of');
      }),
    );
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await app(true).request('http://x/', { headers: https })).headers.get('strict-transport-security')).toBe(
      HSTS,
    );
    expect((await app(false).request('http://x/', { headers: https })).headers.get('strict-transport-security')).toBe(
      null,
    );
    expect((await app(true).request('http://x/')).headers.get('strict-transport-security')).toBe(null);
  });

  it('answers other methods with 405 and the security headers', async () => {
    const res = await app(false).request('http://x/', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });
});

describe('the staff console pages', () => {
  it('are never cached, in every language, and only they', async () => {
    const { cacheControl, CACHE } = await import('../../src/server/edge/rules.ts');
    for (const p of ['/staff/', '/staff', '/ar/staff/', '/zh-TW/staff/review/', '/en/staff/invite/']) {
      expect(cacheControl(p, '.html'), p).toBe(CACHE.staff);
    }
    for (const p of ['/staffing/', '/en/cart/', '/ar/', '/en/help-center/staff/']) {
      expect(cacheControl(p, '.html'), p).not.toBe(CACHE.staff);
    }
  });

  it('carry no-store and noindex on the static hosts too', async () => {
    const { headersFile } = await import('../../src/server/edge/hostFiles.ts');
    const file = headersFile([]);
    for (const path of ['/staff/*', '/*/staff/*']) {
      expect(file).toContain(`${path}\n  Cache-Control: no-store\n  X-Robots-Tag: noindex, nofollow`);
    }
  });
});
