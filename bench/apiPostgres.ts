// The same read table on PostgreSQL: a scratch database on the machine's server
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
// a second real server on it, dropped afterwards; the API reads and the paid journey. Skipped (reported) when none answers.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { scratchPostgres } from '../tests/support/testDb.ts';
import { benchReads } from './api.ts';
import { benchJourney } from './journey.ts';
import { benchAdminUrl, pinned, postgresReachable, waitReady, waitSettled } from './ready.ts';
import type { Row } from './row.ts';

export const benchReadsOnPostgres = (port: number, seconds: number) =>
  onPostgres(port, 'src/server/main.ts', (base, pid) => pinned(pid, () => benchReads(base, 'PostgreSQL', seconds)));

/**
 * The paid journey on PostgreSQL, through the e2e entry (its generous registration limits). It
 * pays with the sandbox card, which production on PostgreSQL runs only when configured to. Its
 * 200-merchant payment event → live site is held to p99 < 1 s (it was 3–10 s while the job
 * runner's queries queued behind the requests' and argon2 took the event loop's cores).
 */
export const benchJourneyOnPostgres = (port: number) =>
  onPostgres(port, 'scripts/e2e-server.ts', (base) => benchJourney(base, { liveP99Ms: 1000 }), {
    // As `npm start` runs it: React's production build, and the job worker in a process of its
    // own (NODE_ENV=test would turn on the browser tests' DNS, which keeps the worker inline).
    NODE_ENV: process.env['BENCH_POSTGRES_NODE_ENV'] ?? 'production',
    PAY_TEST_MONEY: 'true',
  });

/** Runs `run` against a real server of `entry` on a scratch PostgreSQL database. */
export async function onPostgres(
  port: number,
  entry: string,
  run: (base: string, pid: number | undefined) => Promise<Row[]>,
  env: Record<string, string> = {},
): Promise<Row[]> {
  const admin = benchAdminUrl();
  if (!(await postgresReachable(admin))) return [{ name: 'PostgreSQL', value: `not reachable at ${admin}`, ok: true }];
  const scratch = await scratchPostgres(admin, 'bench');
  const server = spawn('node', [entry], {
    env: {
      ...process.env,
      // Paying needs a proved address: the bench reads the mailed code from the server's inbox.
      ...(env['SMTP_URL'] ? {} : { MAIL_CAPTURE: 'true' }),
      ...env,
      PORT: String(port),
      DATABASE_URL: scratch.url,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'info',
    },
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
    // A database in service has statistics; a just-seeded one gets them from autovacuum during
    // the first runs, which then measure that instead.
    const sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
    await sql.query('vacuum analyze').finally(() => sql.end());
    await waitSettled(server.pid);
    return await run(base, server.pid);
  } finally {
    if (!exited) {
      await new Promise((r) => {
        server.once('exit', r);
        server.kill('SIGTERM');
      });
    }
    if (process.env['BENCH_KEEP_DB']) console.log('kept', scratch.url);
    else await scratch.drop();
  }
}
