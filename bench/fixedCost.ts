// The API's fixed cost (issue 16): what every request pays before any route. The real server's
// /api/health (no database, logging at `info`) against a bare Hono app answering the same JSON
// on the same Node, both on core 0 with the load on core 1, measured in turns in the same run so
// that whatever else this machine is doing weighs on both alike.
//
// Alone: `node bench/fixedCost.ts [--reads]` starts the real server as `npm run bench` does
// (`--reads` adds the read ratios of bench/api.ts, `BENCH_READS=<words>` only those whose names hold them); BENCH_SERVER_NODE_OPTIONS reaches only the
// server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of it under load; BENCH_LOG=silent
// shows what request logging costs.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchReads, turnsOf } from './api.ts';
import { pinned, waitReady, waitSettled } from './ready.ts';
import type { Row } from './row.ts';

const CONNECTIONS = 50;
/** /api/health may cost at most 1.67× a bare app's request. */
const TARGET = 0.6;
// As a browser asks (bench/api.ts does the same): in a language, accepting compression.
const HEADERS = { 'accept-language': 'vi', 'accept-encoding': 'gzip, deflate, br' };

async function rps(url: string, seconds: number): Promise<number> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return r.requests.average;
}

/** bench/bareHono.ts on a free port; resolves once it listens. */
function startBare(): Promise<{ pid: number | undefined; base: string; stop: () => void }> {
  const child = spawn(process.execPath, [new URL('./bareHono.ts', import.meta.url).pathname], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Hono app exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (line: string) => {
      const port = /listening (\d+)/.exec(line)?.[1];
      if (port) resolve({ pid: child.pid, base: `http://localhost:${port}`, stop: () => void child.kill('SIGTERM') });
    });
  });
}

/** /api/health and the bare app in turns (H B H B … after a warm-up of each), and their ratio. */
export async function benchFixedCost(base: string, serverPid: number | undefined, seconds = 10): Promise<Row[]> {
  const bare = await startBare();
  try {
    const [ours, theirs] = await Promise.all(
      [base, bare.base].map(async (b) => (await fetch(`${b}/api/health`, { headers: HEADERS })).text()),
    );
    if (ours !== theirs) throw new Error(`the bare app answers ${theirs}, /api/health ${ours}`);
    const health = `${base}/api/health`;
    const yardstick = `${bare.base}/api/health`;
    const { app, hono } = await pinned([serverPid, bare.pid], async () => {
      await rps(health, 2);
      await rps(yardstick, 2);
      const app: number[] = [];
      const hono: number[] = [];
      const turns = turnsOf(seconds);
      for (let turn = 0; turn < turns; turn++) {
        app.push(await rps(health, seconds / turns));
        hono.push(await rps(yardstick, seconds / turns));
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      return { app: mean(app), hono: mean(hono) };
    });
    const ratio = app / hono;
    return [
      { name: '/api/health (logging at info)', value: `${Math.round(app)} req/s`, ok: true },
      { name: 'bare Hono app, same JSON', value: `${Math.round(hono)} req/s`, ok: true },
      {
        name: '/api/health ÷ bare Hono',
        value: `${ratio.toFixed(2)}×, ${((1000 / app - 1000 / hono) * 1000).toFixed(0)} µs more a request`,
        budget: `≥ ${TARGET}×`,
        ok: ratio >= TARGET,
      },
    ];
  } finally {
    bare.stop();
  }
}

if (import.meta.main) {
  const port = Number(process.env['BENCH_PORT'] ?? 4397);
  const base = `http://localhost:${port}`;
  const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
  // As bench/run.ts starts it: logging at `info`, to /dev/null.
  const server = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
      LOG_LEVEL: process.env['BENCH_LOG'] ?? 'info',
      NODE_OPTIONS: process.env['BENCH_SERVER_NODE_OPTIONS'] ?? '',
    },
    stdio: 'ignore',
  });
  let rows: Row[] = [];
  try {
    await waitReady(base);
    await waitSettled(server.pid);
    rows = await benchFixedCost(base, server.pid, seconds);
    if (process.argv.includes('--reads'))
      rows.push(...(await pinned(server.pid, () => benchReads(base, 'embedded', seconds))));
  } finally {
    server.kill('SIGTERM');
  }
  for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(40)}  ${r.value}  ${r.budget ?? ''}`);
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}
