import { describe, expect, it } from 'vitest';
import { claim, complete, enqueue, fail, requeue, requeueAll } from '../../src/server/jobs/queue.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';

// "Try now" (src/server/jobs/queue.ts `requeue`, `requeueAll`): the merchant's Retry, a staff
// action, a receipt woken by its PDF. A failed job starts a new window of attempts, one waiting
// out a backoff runs now with its count kept, one being run is left alone, one done stays done.

startMoneyApp();

const base = Date.parse('2031-01-01T00:00:00Z');
const at = (s: number) => new Date(base + s * 1000);
let n = 0;
/** A job of its own kind, so no other test's jobs are claimed with it. */
async function job(now: Date) {
  const key = `requeue-test:${Date.now()}:${n++}`;
  const kind = `requeue_test_${n}`;
  await enqueue(t.db, { kind, dedupeKey: key, payload: {}, now, maxAttempts: 2 });
  return { key, kind };
}
const row = async (key: string) => (await rows(`select * from jobs where dedupe_key = '${key}'`))[0]!;
const claimOf = async (kind: string, now: Date) => {
  const [claimed] = await claim(t.db, now, 1, 60_000, 'requeue-test', [], 0);
  expect(claimed?.kind).toBe(kind);
  return claimed!;
};

describe('requeue', () => {
  it('runs a job waiting out its backoff now, its attempts kept, and a failed one with a new window', async () => {
    const waiting = await job(at(0));
    await fail(t.db, await claimOf(waiting.kind, at(1)), at(2), 'boom', 3_600_000);
    await requeue(t.db, waiting.key, at(3));
    let r = await row(waiting.key);
    expect(new Date(r['run_at'] as string).getTime()).toBe(at(3).getTime());
    expect(Number(r['attempts'])).toBe(1);
    expect(r['locked_by']).toBeNull();

    // Its second attempt fails for good, then Retry: a new window of attempts.
    await fail(t.db, await claimOf(waiting.kind, at(4)), at(5), 'boom again', 0);
    expect((await row(waiting.key))['failed_at']).not.toBeNull();
    await requeue(t.db, waiting.key, at(6));
    r = await row(waiting.key);
    expect(r['failed_at']).toBeNull();
    expect(Number(r['attempts'])).toBe(0);
    await rows(`delete from jobs where dedupe_key = '${waiting.key}'`);
  });

  it('leaves a job being run alone, and a done one done', async () => {
    const running = await job(at(0));
    await claimOf(running.kind, at(1)); // leased for 60 s
    await requeue(t.db, running.key, at(10));
    const r = await row(running.key);
    expect(r['locked_by']).toBe('requeue-test');
    expect(new Date(r['run_at'] as string).getTime()).toBe(at(0).getTime());

    const done = await job(at(0));
    await complete(t.db, await claimOf(done.kind, at(1)), at(2));
    await requeue(t.db, done.key, at(3));
    expect((await row(done.key))['done_at']).not.toBeNull();
    expect(new Date((await row(done.key))['run_at'] as string).getTime()).toBe(at(0).getTime());
    await rows(`delete from jobs where dedupe_key in ('${running.key}', '${done.key}')`);
  });

  it('counts each of a batch as due since its own time, never later than now', async () => {
    const a = await job(at(0));
    const b = await job(at(0));
    for (const j of [a, b]) await fail(t.db, await claimOf(j.kind, at(1)), at(2), 'wait', 3_600_000);
    await requeueAll(
      t.db,
      [
        { dedupeKey: a.key, dueSince: at(-30) },
        { dedupeKey: b.key, dueSince: at(99) },
      ],
      at(5),
    );
    expect(new Date((await row(a.key))['run_at'] as string).getTime()).toBe(at(-30).getTime());
    expect(new Date((await row(b.key))['run_at'] as string).getTime()).toBe(at(5).getTime());
    await rows(`delete from jobs where dedupe_key in ('${a.key}', '${b.key}')`);
  });
});
