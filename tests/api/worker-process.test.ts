import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, apiClient, catalogueChoice, checkout, register, startApi } from '../support/apiProcess.ts';
import { scratchPostgres } from '../support/testDb.ts';
import { until } from '../support/until.ts';
import { uniqueAccount } from '../support/users.ts';

// On PostgreSQL the job worker is a child process of the API process (platform/env.ts
// workerIn, worker/child.ts): jobs get an event loop of their own instead of waiting behind a
// burst of requests. It must be started, kicked, restarted when it dies, and never outlive its
// parent (a restarted parent starts a worker with the same identity). PostgreSQL only.

type Line = Record<string, unknown>;
const lines = (p: ApiProcess): Line[] =>
  p
    .log()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
const workerStarts = (p: ApiProcess) => lines(p).filter((l) => l['msg'] === 'job worker started');
/** Running (an exited process whose parent is gone may linger as a zombie until it is reaped). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** Every process's parent, read once (a tree that changes between two reads proves nothing). */
function processTree(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  return parents;
}

/** Every process below `pid` (from /proc: parent ids), in one reading of the tree or the one given. */
function descendants(pid: number, parents = processTree()): number[] {
  const found = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (!found.has(child) && found.has(parent)) {
        found.add(child);
        grew = true;
      }
    }
  }
  found.delete(pid);
  return [...found];
}
const isChromium = (pid: number) => {
  try {
    return /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
  } catch {
    return false;
  }
};

/** A merchant pays by card; answers once the order's site is live. */
async function paidAndLive(p: ApiProcess, name: string) {
  const api = apiClient(p.base);
  const token = await register(api, uniqueAccount(name.toLowerCase().replaceAll(' ', '')));
  const done = await checkout(api, token, await catalogueChoice(api), name, 'sandbox');
  expect(done.paid).toBe(true);
  await until(
    async () => {
      const r = await api('POST', '/api/order/info', { token, body: { id: done.orderId } });
      return r.json?.data?.status === 2 ? true : undefined;
    },
    60_000,
    `the site of ${name} to go live`,
  );
}

describe('the job worker as a process of its own', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let api: ApiProcess;
  beforeAll(async () => {
    db = await scratchPostgres();
    api = await startApi({ DATABASE_URL: db.url, LOG_LEVEL: 'info', PAY_TEST_MONEY: 'true', RENDERER_WARM: 'true' });
    await api.ready();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await db?.drop();
  });

  it('has the invoice renderer running before any invoice is asked for (RENDERER_WARM)', async () => {
    // Before any order is paid (a print would launch it anyway).
    const [started] = await until(
      async () => (workerStarts(api).length ? workerStarts(api) : undefined),
      30_000,
      'the worker',
    );
    const worker = started!['pid'] as number;
    await until(
      async () => (descendants(worker).some(isChromium) ? true : undefined),
      30_000,
      'a Chromium of the worker',
    );
    // One reading of the tree: Chromium starts and ends helper processes all the time.
    const tree = processTree();
    const underWorker = new Set(descendants(worker, tree));
    const outside = descendants(api.pid, tree).filter(
      (pid) => !underWorker.has(pid) && pid !== worker && isChromium(pid),
    );
    expect(outside).toEqual([]);
  }, 60_000);

  it('runs in a child process that logs as the worker, and does the paid path’s work', async () => {
    const [started] = await until(
      async () => (workerStarts(api).length ? workerStarts(api) : undefined),
      30_000,
      'the worker',
    );
    expect(started!['service']).toBe('worker');
    expect(started!['pid']).not.toBe(api.pid);
    expect(alive(started!['pid'] as number)).toBe(true);
    await paidAndLive(api, 'Child Worker');
  }, 120_000);

  it('is started again when it dies, and the next paid order still goes live', async () => {
    const [first] = workerStarts(api);
    process.kill(first!['pid'] as number, 'SIGKILL');
    const again = await until(
      async () => (workerStarts(api).length > 1 ? workerStarts(api).at(-1) : undefined),
      30_000,
      'the worker started again',
    );
    expect(again!['pid']).not.toBe(first!['pid']);
    expect(lines(api).some((l) => l['msg'] === 'job worker process ended: starting it again')).toBe(true);
    await paidAndLive(api, 'After Restart');
  }, 120_000);

  it('ends with its parent, even one killed with -9', async () => {
    const worker = workerStarts(api).at(-1)!['pid'] as number;
    expect(alive(worker)).toBe(true);
    await api.kill9();
    await until(async () => (alive(worker) ? undefined : true), 10_000, 'the worker to end with its parent');
  }, 60_000);

  it('ends with a parent killed while it is still starting', async () => {
    const early = await startApi({ DATABASE_URL: db.url, LOG_LEVEL: 'info', PAY_TEST_MONEY: 'true' });
    // The worker exists as soon as it is forked; the parent is killed before it has started.
    const child = await until(
      async () => descendants(early.pid).find((pid) => !isChromium(pid)),
      60_000,
      'the worker process to be forked',
    );
    await early.kill9();
    await until(
      async () => (alive(child) ? undefined : true),
      15_000,
      'the half-started worker to end with its parent',
    );
    expect(workerStarts(early)).toEqual([]);
  }, 90_000);
});
