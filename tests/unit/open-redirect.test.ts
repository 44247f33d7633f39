// No redirect of ours leaves the site, whatever the path: the shared table of hostile paths
// (tests/support/hostilePaths.ts) against the real Node server over a socket, and against the
// redirects of the generated nginx config read as nginx reads them. Real nginx runs the same
// table in tests/api/edge-redirects-nginx.test.ts.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../src/server/edge/nginx.ts';
import { isSameOriginPath, redirectFor } from '../../src/server/edge/rules.ts';
import { createStaticHandler } from '../../src/server/static.ts';
import { fakeDist, HOSTILE_PATHS, leavesOrigin, problemsOf, rawGet } from '../support/hostilePaths.ts';

const dist = fakeDist();
let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  const app = new Hono().all('*', createStaticHandler(dist));
  await new Promise<void>((r) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      r();
    });
  });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dist, { recursive: true, force: true });
});

describe('redirects on hostile paths', () => {
  it('the Node server never sends a browser to another site', async () => {
    const problems: string[] = [];
    for (const target of HOSTILE_PATHS) problems.push(...problemsOf(target, await rawGet(port, target)));
    expect(problems).toEqual([]);
  });

  it('the harmless neighbours still fold as spec §2 says', async () => {
    expect(await rawGet(port, '/en/privacy-policy')).toEqual({ status: 301, location: '/privacy-policy' });
    expect(await rawGet(port, '/EN/cart?a=1')).toEqual({ status: 301, location: '/cart?a=1' });
    expect(await rawGet(port, '/zh-TW/x/')).toEqual({ status: 301, location: '/zh-tw/x/' });
    expect(await rawGet(port, '/en//evil.example/x')).toEqual({ status: 302, location: '/' });
  });

  it("nginx's generated redirects, read as nginx reads them, send nowhere else", () => {
    const conf = nginxConfig({
      root: '/srv/dist',
      scriptHashes: [],
      upstreams: ['127.0.0.1:1'],
      listen: '80',
      trustProxy: false,
      brotliModule: null,
      user: null,
      workers: '1',
      runtimeDir: null,
    });
    const ifs = [...conf.matchAll(/if \(\$request_uri (~\*?) "([^"]+)"\) \{ return (\d+) ([^;]+); \}/g)];
    // nginx matches the raw request URI, query included; no rule: `return 302 /`.
    const nginxFor = (uri: string) => {
      for (const [, op, pattern, , target] of ifs) {
        const m = new RegExp(pattern!, op === '~*' ? 'i' : '').exec(uri);
        if (m)
          return target!
            .replace('$edge_login_args', 'showLogin=1')
            .replace('$1', m[1] ?? '')
            .replace('$2', m[2] ?? '');
      }
      return '/';
    };
    for (const target of HOSTILE_PATHS) {
      const location = nginxFor(target);
      expect(leavesOrigin(location), `${JSON.stringify(target)} → ${location}`).toBe(false);
      expect(isSameOriginPath(location.split('?')[0]!), `${JSON.stringify(target)} → ${location}`).toBe(true);
    }
  });

  it('redirectFor itself folds nothing onto another host', () => {
    for (const path of ['/en//evil.example', '/en/\\evil.example', '/zh-TW//evil.example', '/en/\t/x']) {
      const r = redirectFor(path, '');
      expect(r === null || isSameOriginPath(r.to), path).toBe(true);
    }
  });
});
