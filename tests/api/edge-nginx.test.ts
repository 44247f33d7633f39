import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIAN_BROTLI_MODULE } from '../../src/server/edge/nginx.ts';
import { freePort } from '../support/freePort.ts';
import { nginxBinary } from '../support/outsideServers.ts';
import { seededDataDir } from '../support/testDb.ts';
import { follow, parseRedirects, samplePaths } from '../support/redirectsFile.ts';
import { until } from '../support/until.ts';

// The generated nginx config on the built dist/ against the Node server, path by path. Nothing is
// built here: `npm test` builds first; EDGE_DIST points at another build (default dist/).
// Not about SQL: vitest.config.ts keeps it out of the PostgreSQL project, and out of every
// project on a machine without nginx (tests/support/outsideServers.ts; npm test says so).

const DIST = resolve(process.env['EDGE_DIST'] ?? 'dist');
const NGINX = nginxBinary() ?? '/usr/sbin/nginx';
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];
const astroJs = () => {
  const dir = join(DIST, '_astro');
  return `/_astro/${readdirSync(dir).find((f) => f.endsWith('.js') && existsSync(join(dir, `${f}.br`)))}`;
};
const PATHS = () => [
  '/',
  '/ar/',
  '/zh-tw/',
  '/zh-tw',
  '/zh-TW/',
  '/ZH-TW',
  '/zh-TW/privacy-policy/',
  '/zh-tw/nothing-here',
  '/en/',
  // The staff console: never cached, never indexed.
  '/staff/',
  '/ar/staff/review/',
  '/en/privacy-policy',
  '/privacy-policy/',
  '/login',
  '/login?leagueCode=AB12',
  '/ja/login',
  '/JA/Login/',
  '/nothing-here',
  '/deep/unknown/path/page.html',
  '/fr/cart',
  astroJs(),
  '/_astro/',
  '/_astro/missing.js',
  '/_headers',
  '/_redirects',
  '/_csp.json',
  '/404',
  '/404.html',
  '/favicon.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/api/health',
  '/api/opening-station/countries-list',
  '/api/nothing',
];
// As a browser asks, and as a client without brotli behind a TLS terminator (HSTS expected).
const VARIANTS: Record<string, string>[] = [
  { 'accept-encoding': 'br, gzip' },
  { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' },
];

let tmp = '';
let node: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let nodeBase = '';
let edgeBase = '';
let stderr = '';

function stop(p: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!p || p.exitCode !== null) return Promise.resolve();
  return new Promise((r) => {
    p.once('exit', () => r());
    p.kill(signal);
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: apt-get install nginx-light libnginx-mod-http-brotli-static (.ci/run does)`,
    );
  }
  if (!existsSync(join(DIST, '_csp.json'))) throw new Error(`${DIST} is not a built site: run npm run build first`);
  tmp = mkdtempSync(join(tmpdir(), 'edge-nginx-'));
  const [nodePort, edgePort] = [await freePort(), await freePort()];
  nodeBase = `http://127.0.0.1:${nodePort}`;
  edgeBase = `http://127.0.0.1:${edgePort}`;
  // A copy of the run's seeded database: the start is about the edge, not about seeding.
  const dataDir = await seededDataDir(join(tmp, 'data-'));
  node = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(nodePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: DIST,
      SERVE_STATIC: 'true',
      TRUST_PROXY: 'true',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  node.stderr?.on('data', (d) => (stderr += d));
  const conf = join(tmp, 'nginx.conf');
  const gen = spawnSync(process.execPath, [
    'scripts/edge-config.ts',
    ...['--dist', DIST, '--out', conf, '--upstream', `127.0.0.1:${nodePort}`, '--listen', `127.0.0.1:${edgePort}`],
    ...['--trust-proxy', '--workers', '1', '--runtime-dir', tmp, '--user', process.getuid?.() === 0 ? 'root' : 'none'],
  ]);
  if (gen.status !== 0) throw new Error(`edge-config failed: ${gen.stderr}`);
  nginx = spawn(NGINX, ['-p', tmp, '-c', conf, '-g', `daemon off; pid ${tmp}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (d) => (stderr += d));
  const up = (base: string) => async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined);
  await until(up(nodeBase), 120_000, `the Node server (${stderr})`);
  await until(up(edgeBase), 20_000, `nginx (${stderr})`);
}, 150_000);

afterAll(async () => {
  await stop(nginx, 'SIGQUIT');
  await stop(node, 'SIGTERM');
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function answer(base: string, path: string, headers: Record<string, string>, method = 'GET') {
  const res = await fetch(base + path, { method, headers, redirect: 'manual' });
  // fetch decodes br and gzip: the bytes compared are what the browser gets.
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('nginx from the generated config', () => {
  it('answers every path as the Node server does', async () => {
    const brotli = existsSync(DEBIAN_BROTLI_MODULE);
    const rows: string[] = [];
    let compared = 0;
    for (const path of PATHS()) {
      for (const headers of VARIANTS) {
        const [n, e] = [await answer(nodeBase, path, headers), await answer(edgeBase, path, headers)];
        const what = `${path} ${JSON.stringify(headers)}`;
        const fields: [string, unknown, unknown][] = [
          ['status', n.res.status, e.res.status],
          ['location', n.res.headers.get('location'), e.res.headers.get('location')],
          ['cache-control', n.res.headers.get('cache-control'), e.res.headers.get('cache-control')],
          ['x-robots-tag', n.res.headers.get('x-robots-tag'), e.res.headers.get('x-robots-tag')],
          ...SECURITY.map((h): [string, unknown, unknown] => [h, n.res.headers.get(h), e.res.headers.get(h)]),
        ];
        // A redirect's body and its type are the server's own boilerplate, not content.
        if (n.res.status === 200 || path.startsWith('/api/')) {
          fields.push(['content-type', n.res.headers.get('content-type'), e.res.headers.get('content-type')]);
          fields.push(['body', n.body.toString('base64'), e.body.toString('base64')]);
          const enc = n.res.headers.get('content-encoding');
          // Without Debian's brotli_static module nginx can only send the .gz copy.
          const expected = enc === 'br' && !brotli && !path.startsWith('/api/') ? 'gzip' : enc;
          fields.push(['content-encoding', expected, e.res.headers.get('content-encoding')]);
        }
        for (const [field, a, b] of fields) {
          compared++;
          if (a !== b) rows.push(`${what} ${field}: node ${String(a).slice(0, 80)} ≠ nginx ${String(b).slice(0, 80)}`);
        }
        expect(n.res.status, what).toBeLessThan(500);
      }
    }
    console.log(
      `edge-nginx: ${PATHS().length} paths × ${VARIANTS.length} request variants, ${compared} fields compared`,
    );
    expect(rows).toEqual([]);
  });

  it('sends HSTS only over TLS, and the precompressed files', async () => {
    const plain = await answer(edgeBase, '/', { 'accept-encoding': 'gzip' });
    expect(plain.res.headers.get('strict-transport-security')).toBeNull();
    expect(plain.res.headers.get('content-encoding')).toBe('gzip');
    const tls = await answer(edgeBase, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(tls.res.headers.get('strict-transport-security')).toMatch(/^max-age=63072000; includeSubDomains$/);
    expect((await answer(edgeBase, astroJs(), {})).res.headers.get('cache-control')).toContain('immutable');
  });

  it('grants no CORS to a foreign origin, on pages and API, for GET and a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const preflight = {
      ...origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    };
    for (const base of [nodeBase, edgeBase]) {
      for (const [method, path, headers] of [
        ['GET', '/', origin],
        ['GET', '/api/health', origin],
        ['OPTIONS', '/', preflight],
        ['OPTIONS', '/api/user/info', preflight],
        ['OPTIONS', '/api/login/authorize', preflight],
      ] as const) {
        const { res } = await answer(base, path, headers, method);
        const what = `${base} ${method} ${path}`;
        expect(res.status, what).toBeLessThan(500);
        expect(
          [...res.headers.keys()].filter((k) => k.startsWith('access-control-')),
          what,
        ).toEqual([]);
        expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      }
    }
  });
});

describe('the built _redirects and _headers', () => {
  it('hold no rule that loops on a host matching paths case-insensitively', () => {
    const lines = parseRedirects(readFileSync(join(DIST, '_redirects'), 'utf8'));
    for (const l of lines.filter((x) => x.status >= 300 && x.status < 400)) {
      const from = l.from.replace('/*', '');
      const to = l.to.replace('/:splat', '').split('?')[0]!;
      expect(from.toLowerCase() === to.toLowerCase(), `${l.from} ${l.to} ${l.status}`).toBe(false);
    }
    for (const start of samplePaths(lines)) {
      const r = follow(lines, start, { caseInsensitive: true });
      expect(r.loop, r.chain.join(' → ')).toBe(false);
    }
  });

  it('carry the headers the Node server sends over TLS', async () => {
    const { res } = await answer(nodeBase, '/', { 'x-forwarded-proto': 'https' });
    const blocks = readFileSync(join(DIST, '_headers'), 'utf8').split(/\n(?=\/)/);
    const block = blocks.find((b) => b.startsWith('/*\n'))!;
    for (const line of block.split('\n').filter((l) => l.startsWith('  '))) {
      const [name = '', ...value] = line.trim().split(': ');
      expect(res.headers.get(name), name).toBe(value.join(': '));
    }
    expect(SECURITY.every((h) => block.toLowerCase().includes(`${h}:`))).toBe(true);
  });
});
