import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyConfig } from '../../src/server/edge/caddy.ts';
import { siteDomains } from '../../src/server/db/schema/index.ts';
import { login, makeSite, post, type Site, startConsoleApp, t } from '../support/consoleApp.ts';
import { freePort } from '../support/freePort.ts';
import { caddyBinary } from '../support/outsideServers.ts';
import { until } from '../support/until.ts';

// The generated Caddyfile run by the real Caddy, its internal CA on loopback, in front of the
// app: a verified own domain gets a certificate and the site; a name the platform has not
// verified fails the handshake (Caddy's `ask` said no). Not about SQL: vitest.config.ts keeps
// it out of the PostgreSQL project, and out of every project on a machine without caddy.

const CADDY = caddyBinary() ?? '/usr/bin/caddy';
const VERIFIED = 'www.caddy-own.example';
const PENDING = 'pending.caddy-own.example';

startConsoleApp({ PUBLIC_URL: 'https://platform.test', SITE_CNAME_TARGET: 'edge.platform.test' });

let tmp = '';
let server: ServerType | undefined;
let caddy: ChildProcess | undefined;
let httpsPort = 0;
let log = '';
let site: Site;

beforeAll(async () => {
  if (!existsSync(CADDY)) throw new Error(`caddy not found at ${CADDY}: apt-get install caddy (.ci/run does)`);
  tmp = mkdtempSync(join(tmpdir(), 'edge-caddy-'));
  site = await makeSite();
  const cookie = await login(site);
  for (const host of [VERIFIED, PENDING]) await post(`${site.console}/domains`, { domain: host }, { cookie });
  const [row] = (await t.db.select().from(siteDomains)).filter((d) => d.host === VERIFIED);
  t.dns.set(`_unicorn-verify.${VERIFIED}`, { txt: [row!.token] });
  t.dns.set(VERIFIED, { cname: ['edge.platform.test'] });
  await post(`${site.console}/domains/${row!.id}/check`, {}, { cookie });

  const appPort = await freePort();
  server = serve({ fetch: t.app.fetch, port: appPort, hostname: '127.0.0.1' });
  [httpsPort] = [await freePort()];
  const conf = join(tmp, 'Caddyfile');
  writeFileSync(
    conf,
    caddyConfig({
      upstreams: [`127.0.0.1:${appPort}`],
      email: null,
      internalCa: true,
      httpPort: await freePort(),
      httpsPort,
      storageDir: join(tmp, 'storage'),
      admin: 'off',
    }),
  );
  caddy = spawn(CADDY, ['run', '--config', conf, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: tmp, XDG_DATA_HOME: join(tmp, 'data'), XDG_CONFIG_HOME: join(tmp, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  caddy.stderr?.on('data', (d) => (log += d));
  // Up when its HTTPS port accepts a connection (a handshake for no name fails, but connects).
  await until(
    () =>
      new Promise<true | undefined>((resolve) => {
        const s = connect({
          host: '127.0.0.1',
          port: httpsPort,
          servername: 'probe.invalid',
          rejectUnauthorized: false,
        });
        s.once('secureConnect', () => {
          s.destroy();
          resolve(true);
        });
        s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED' ? undefined : true));
      }),
    60_000,
    `caddy (${log.slice(-2000)})`,
  );
}, 300_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    await new Promise<void>((r) => {
      caddy!.once('exit', () => r());
      caddy!.kill('SIGTERM');
    });
  }
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** GET https://<name>/ through Caddy on loopback, trusting only `ca`. */
function get(
  name: string,
  ca: string | undefined,
  path = '/',
): Promise<{ status: number; body: string; issuer: string; location?: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        servername: name,
        headers: { host: name, 'accept-language': 'en' },
        ...(ca ? { ca } : { rejectUnauthorized: false }),
      },
      (res) => {
        const cn = (res.socket as TLSSocket).getPeerCertificate().issuer?.CN ?? '';
        const issuer = Array.isArray(cn) ? cn.join(', ') : cn;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, issuer, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Caddy from the generated Caddyfile, internal CA on loopback', () => {
  it('gives a verified own domain a certificate from its CA, and the site', async () => {
    // The first handshake makes the certificate (on demand); the local root exists from then on.
    // `/` sends the visitor to the site's first language, as the platform address does.
    const first = await get(VERIFIED, undefined);
    expect(first.status, log.slice(-2000)).toBe(302);
    const homePath = first.location ?? '';
    const platform = await t.call('GET', `/s/${site.slug}${homePath}`);
    expect(platform.status).toBe(200);
    const rootFile = join(tmp, 'storage', 'pki', 'authorities', 'local', 'root.crt');
    const root = await until(
      async () => (existsSync(rootFile) ? readFileSync(rootFile, 'utf8') : undefined),
      10_000,
      'root.crt',
    );
    const res = await get(VERIFIED, root, homePath);
    expect(res.status).toBe(200);
    // The same page; its absolute addresses (canonical, hreflang) name the host that served it.
    const rootOf = (html: string) => {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      return canonical.slice(0, canonical.length - homePath.length + 1);
    };
    expect(rootOf(res.body)).toBe(`https://${VERIFIED}/`);
    expect(res.body.replaceAll(rootOf(res.body), rootOf(platform.text))).toBe(platform.text);
    expect(res.issuer).toMatch(/Caddy Local Authority/);
  });

  it('fails the handshake for a name the platform has not verified', async () => {
    for (const name of [PENDING, 'nobody.caddy-own.example']) {
      const failure = await new Promise<string>((resolve) => {
        const s = connect({ host: '127.0.0.1', port: httpsPort, servername: name, rejectUnauthorized: false });
        s.once('secureConnect', () => {
          s.destroy();
          resolve('handshake succeeded');
        });
        s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      });
      expect(failure, name).not.toBe('handshake succeeded');
      expect(failure, name).toMatch(/ALERT|ECONNRESET|EPROTO/i);
    }
  });
});
