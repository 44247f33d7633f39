import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHeaders, redirectFor } from '../../src/server/edge/rules.ts';
import { createStaticHandler } from '../../src/server/static.ts';
import { IMG_SOURCES, isShowableImageUrl } from '../../src/shared/contentPolicy.ts';

describe('routing rules for paths without a file', () => {
  it('sends /login to the home page with the login dialog', () => {
    expect(redirectFor('/login', '')).toEqual({ to: '/?showLogin=1', status: 302 });
    expect(redirectFor('/login', '?leagueCode=AB12')?.to).toBe('/?leagueCode=AB12&showLogin=1');
  });
  it('folds /en into the root', () => {
    expect(redirectFor('/en', '')).toEqual({ to: '/', status: 301 });
    expect(redirectFor('/en/cart', '?a=1')).toEqual({ to: '/cart?a=1', status: 301 });
  });
  it('canonicalises zh-TW to its served segment', () => {
    expect(redirectFor('/zh-TW/cart', '')).toEqual({ to: '/zh-tw/cart', status: 301 });
    expect(redirectFor('/ZH-TW', '')).toEqual({ to: '/zh-tw', status: 301 });
  });
  it('leaves unknown locales and paths to the caller (which goes home)', () => {
    expect(redirectFor('/fr/cart', '')).toBeNull();
    expect(redirectFor('/whatever', '')).toBeNull();
  });
});

describe('security headers', () => {
  it('allows only self and the built inline scripts', () => {
    const h = pageHeaders(['sha256-abc']);
    expect(h['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBeTruthy();
  });

  it('loads images only from where stored image URLs may point', () => {
    const h = pageHeaders([]);
    expect(h['Content-Security-Policy']).toContain(`img-src ${IMG_SOURCES.join(' ')};`);
    expect(IMG_SOURCES).not.toContain('https:');
    expect(isShowableImageUrl('/avatars/me.png')).toBe(true);
    for (const url of ['https://cdn.example/a.png', '//cdn.example/a.png', '/\\cdn.example/a.png', 'data:x', ''])
      expect(isShowableImageUrl(url), url).toBe(false);
  });
});

describe('static file server', () => {
  // dist/ with a page, and files beside it that must never be reachable through it.
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-secret'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, 'a b.txt'), 'spaced');
  writeFileSync(join(root, 'secret.txt'), 'SECRET-OUTSIDE');
  writeFileSync(join(root, 'dist-secret', 'file.txt'), 'SECRET-SIBLING');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const app = new Hono().get('*', createStaticHandler(dist));
  const get = async (path: string) => {
    const res = await app.request(`http://localhost${path}`);
    return { status: res.status, location: res.headers.get('location'), body: await res.text() };
  };
  const up = (n: number, sep: string) => Array.from({ length: n }, () => `..${sep}`).join('');
  const hostname = existsSync('/etc/hostname') ? readFileSync('/etc/hostname', 'utf8') : null;

  it('serves files inside dist/, decoded', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: expect.stringContaining('<title>home</title>') });
    expect(await get('/a%20b.txt')).toMatchObject({ status: 200, body: 'spaced' });
  });

  it.each([
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e%2fsecret.txt',
    '/..%2f..%2fetc%2fhostname',
    `/${up(12, '%2f')}etc%2fhostname`,
    `/${up(12, '%2F')}etc/hostname`,
    '/..%2fdist-secret%2ffile.txt',
    '/..%5csecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%2fsecret.txt%00.html',
    '/%c0%ae%c0%ae%2fsecret.txt',
  ])('never serves a file outside dist/ for %s', async (path) => {
    const r = await get(path);
    expect(r.status).not.toBe(200);
    expect(r.body).not.toContain('SECRET');
    if (hostname) expect(r.body).not.toContain(hostname.trim());
    // A path that finds no file goes home, as every unknown path does.
    expect(r).toMatchObject({ status: 302, location: '/' });
  });
});
