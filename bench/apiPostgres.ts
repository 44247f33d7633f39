// The same read table on PostgreSQL: a scratch database on the machine's server
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
// a second real server on it, dropped afterwards. Skipped (reported) when none answers.
import { spawn } from 'node:child_process';
import { scratchPostgres } from '../tests/support/testDb.ts';
import { benchReads } from './api.ts';
import { benchAdminUrl, postgresReachable, waitReady } from './ready.ts';
import type { Row } from './row.ts';

export async function benchReadsOnPostgres(port: number, seconds: number): Promise<Row[]> {
  const admin = benchAdminUrl();
  if (!(await postgresReachable(admin))) return [{ name: 'PostgreSQL', value: `not reachable at ${admin}`, ok: true }];
  const scratch = await scratchPostgres(admin, 'bench');
  const server = spawn('node', ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: scratch.url, SERVE_STATIC: 'false', LOG_LEVEL: 'info' },
    stdio: 'ignore',
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const base = `http://localhost:${port}`;
  try {
    await waitReady(base);
    // Ready may have been answered by something else on the port: this server must be alive.
    if (exited) throw new Error(`the PostgreSQL server exited before the run (is port ${port} taken?)`);
    return await benchReads(base, 'PostgreSQL', seconds);
  } finally {
    if (!exited) {
      await new Promise((r) => {
        server.once('exit', r);
        server.kill('SIGTERM');
      });
    }
    await scratch.drop();
  }
}
