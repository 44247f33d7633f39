import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';

/** Waits until a server started by the bench answers /api/health/ready (its database is up). */
export async function waitReady(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become ready`);
}

/** CPU ticks (1/100 s) a process and its children (the job worker) have used so far; 0 off Linux. */
function cpuTicks(pid: number): number {
  const fields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let total = 0;
  let names: string[] = [];
  try {
    names = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return 0;
  }
  for (const name of names) {
    try {
      const f = fields(readFileSync(`/proc/${name}/stat`, 'utf8'));
      // After the command: state, ppid, …; utime and stime are the 12th and 13th of these.
      if (Number(name) === pid || Number(f[1]) === pid) total += Number(f[11]) + Number(f[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/**
 * Waits until a server that answers ready is also at rest: its start-up work done (the games
 * import runs as a job once the worker starts, the first renders warm up), so a measurement
 * times the requests, not the start. At rest = under 5 % of a core over a second, within 90 s.
 */
export async function waitSettled(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  let last = cpuTicks(pid);
  for (let i = 0; i < 90; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuTicks(pid);
    if (now - last < 5) return;
    last = now;
  }
}

/** The PostgreSQL server the bench may make scratch databases on. */
export const benchAdminUrl = () =>
  process.env['BENCH_DATABASE_URL'] ??
  process.env['TEST_DATABASE_URL'] ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url` (the bench skips its PostgreSQL part if not). */
export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * Runs `fn` with the server(s) on core 0 and this process (the load generator) on core 1, then
 * gives every core back. On two cores the two otherwise trade cores mid-run and the same
 * 10 s run varies by ±30 %; pinned, by a few per cent. Without `taskset` or a second core it
 * just runs `fn`.
 */
export async function pinned<T>(
  serverPid: number | undefined | (number | undefined)[],
  fn: () => Promise<T>,
): Promise<T> {
  const cores = availableParallelism();
  const servers = (Array.isArray(serverPid) ? serverPid : [serverPid]).filter((p): p is number => p !== undefined);
  const taskset = (list: string, pid: number) =>
    spawnSync('taskset', ['-apc', list, String(pid)], { stdio: 'ignore' }).status === 0;
  if (!servers.length || cores < 2 || !servers.every((pid) => taskset('0', pid))) return fn();
  taskset('1', process.pid);
  try {
    return await fn();
  } finally {
    const all = `0-${cores - 1}`;
    taskset(all, process.pid);
    for (const pid of servers) taskset(all, pid);
  }
}
