// The table of hostile paths (tests/support/hostilePaths.ts) against real nginx running the
// generated config and against the Node server, on the same small built site: neither may send
// a browser to another site, and both answer each path alike. The Node half also runs without
// nginx (tests/unit/open-redirect.test.ts). Not about SQL: kept out of the PostgreSQL project,
// and out of every project on a machine without nginx (tests/support/outsideServers.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../src/server/edge/nginx.ts';
import { createStaticHandler } from '../../src/server/static.ts';
import { freePort } from '../support/freePort.ts';
import { fakeDist, HOSTILE_PATHS, problemsOf, rawGet } from '../support/hostilePaths.ts';
import { nginxBinary } from '../support/outsideServers.ts';
import { until } from '../support/until.ts';

const NGINX = nginxBinary() ?? '/usr/sbin/nginx';
const dist = fakeDist();
const tmp = mkdtempSync(join(tmpdir(), 'edge-redirects-'));
let server: ReturnType<typeof serve>;
let nginx: ChildProcess | undefined;
let nodePort = 0;
let edgePort = 0;
let stderr = '';

beforeAll(async () => {
  const app = new Hono().all('*', createStaticHandler(dist));
  await new Promise<void>((r) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      nodePort = info.port;
      r();
    });
  });
  edgePort = await freePort();
  const conf = join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      root: dist,
      scriptHashes: [],
      upstreams: [`127.0.0.1:${nodePort}`],
      listen: `127.0.0.1:${edgePort}`,
      trustProxy: false,
      brotliModule: null,
      user: process.getuid?.() === 0 ? 'root' : null,
      workers: '1',
      runtimeDir: tmp,
    }),
  );
  nginx = spawn(NGINX, ['-p', tmp, '-c', conf, '-g', `daemon off; pid ${tmp}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (d) => (stderr += d));
  await until(
    async () => ((await rawGet(edgePort, '/').catch(() => null))?.status === 200 ? true : undefined),
    20_000,
    `nginx (${stderr})`,
  );
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await gone;
  }
  await new Promise((r) => server.close(r));
  rmSync(dist, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
});

describe('redirects on hostile paths, nginx and the Node server', () => {
  it('never leave the site, and agree path by path', async () => {
    const problems: string[] = [];
    const differ: string[] = [];
    for (const target of HOSTILE_PATHS) {
      const [node, edge] = [await rawGet(nodePort, target), await rawGet(edgePort, target)];
      problems.push(
        ...problemsOf(target, node).map((p) => `node ${p}`),
        ...problemsOf(target, edge).map((p) => `nginx ${p}`),
      );
      if (node.status !== edge.status || node.location !== edge.location)
        differ.push(
          `${JSON.stringify(target)}: node ${node.status} ${node.location} ≠ nginx ${edge.status} ${edge.location}`,
        );
    }
    expect(problems).toEqual([]);
    expect(differ).toEqual([]);
  });
});
