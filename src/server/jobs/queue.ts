import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { PROVISION_MAX_ATTEMPTS } from './backoff.ts';
import { JOB_PRIORITY, type JobPriority } from './priority.ts';

export type JobRow = typeof jobs.$inferSelect;

interface NewJob {
  kind: string;
  dedupeKey: string;
  payload: unknown;
  now: Date;
  maxAttempts?: number;
  priority?: JobPriority;
}

/** A job's row, due now. Provisioning retries over about a day (backoff.ts); other kinds say their own. */
const rowOf = (job: NewJob) => ({
  kind: job.kind,
  dedupeKey: job.dedupeKey,
  payload: job.payload,
  runAt: job.now,
  maxAttempts: job.maxAttempts ?? (job.kind.startsWith('provision') ? PROVISION_MAX_ATTEMPTS : 5),
  createdAt: job.now,
  priority: job.priority ?? JOB_PRIORITY.waited,
});

/**
 * Enqueues a job in the caller's transaction, once per `dedupeKey`: a payment event that
 * arrives twice, or a watchdog that looks again, cannot queue the same work twice.
 */
export async function enqueue(db: Db, job: NewJob): Promise<void> {
  await db.insert(jobs).values(rowOf(job)).onConflictDoNothing();
}

/**
 * Enqueues a recurring job (one row per `dedupeKey`, run again whenever asked): a finished
 * run (done or failed) is armed to run again now; a run that is waiting is left to run as it
 * is; a run in progress is left alone too (its work covers what was asked before it started,
 * and the next request arms it again), so any number of requests never stack up runs.
 */
export async function enqueueAgain(db: Db, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values(rowOf(job))
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        runAt: job.now,
        attempts: 0,
        doneAt: null,
        failedAt: null,
        lastError: null,
        lockedUntil: null,
        lockedBy: null,
      },
      setWhere: sql`${jobs.doneAt} is not null or ${jobs.failedAt} is not null`,
    });
}

/** A job to run again (`requeue`): its key, and since when it counts as due. */
export interface Requeued {
  dedupeKey: string;
  dueSince: Date;
}

/**
 * The merchant's Retry: "try now". A failed job starts a new window of attempts; a job that
 * is waiting out a backoff runs now, its count kept; a job being run right now is left alone.
 * `dueSince` places it in the claim order (run_at, id) as due since then (never later than now),
 * ahead of work that came later.
 */
export async function requeue(db: Db, dedupeKey: string, now: Date, dueSince = now): Promise<void> {
  await requeueAll(db, [{ dedupeKey, dueSince }], now);
}

/** `requeue` of many jobs in one statement (a print's batch of invoices wakes its receipts). */
export async function requeueAll(db: Db, targets: readonly Requeued[], now: Date): Promise<void> {
  if (!targets.length) return;
  const at = now.toISOString();
  await db.execute(sql`
    update jobs set run_at = least(v.due, ${at}::timestamptz),
      attempts = case when jobs.failed_at is null then jobs.attempts else 0 end,
      locked_until = null, locked_by = null, failed_at = null
    from unnest(${sql.param(targets.map((t) => t.dedupeKey))}::text[],
      ${sql.param(targets.map((t) => t.dueSince.toISOString()))}::timestamptz[]) as v(key, due)
    where jobs.dedupe_key = v.key and jobs.done_at is null
      and (jobs.locked_until is null or jobs.locked_until <= ${at}::timestamptz)`);
}

/**
 * Claims up to `limit` due jobs for `leaseMs` as `worker`. `FOR UPDATE SKIP LOCKED` lets any
 * number of processes claim side by side without taking the same job; a process killed
 * mid-job leaves a lease that runs out (or that it takes back on restart, `reclaimOwn`), and
 * the job is claimed again (so handlers are idempotent). Each claim is a new attempt. Kinds in
 * `except` are left where they are, their attempts untouched (a process that cannot run them).
 */
export async function claim(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
  worker: string,
  except: readonly string[] = [],
  /** Only jobs of this priority or lower in the order (a lane's reserved slots). */
  from: JobPriority = JOB_PRIORITY.waited,
): Promise<JobRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const skip = except.length
    ? sql`and kind not in (${sql.join(
        except.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  // One statement: the claimed rows come back whole, not as ids to read again.
  return db
    .update(jobs)
    .set({ lockedUntil: until, lockedBy: worker, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} in (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz) ${skip}
          and priority >= ${from}
        order by priority, run_at, id
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

/** The lease is still this claim's: same worker, no later claim since (attempts), not finished. */
function held(job: JobRow) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.attempts, job.attempts),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
    isNull(jobs.doneAt),
    isNull(jobs.failedAt),
  );
}

/**
 * At start-up: the leases `worker` still holds were taken by this process slot before it was
 * killed, so nobody runs those jobs; they become claimable now rather than in 30 s.
 */
export async function reclaimOwn(db: Db, worker: string): Promise<number> {
  const freed = await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.lockedBy, worker), isNull(jobs.doneAt), isNull(jobs.failedAt), isNotNull(jobs.lockedUntil)))
    .returning({ id: jobs.id });
  return freed.length;
}

/** The heartbeat of a running job: extends its lease while it is held. False when it was lost. */
export async function renew(db: Db, job: JobRow, now: Date, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(held(job))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/** Marks the job done if this claim still holds it; false when another claim took over. */
export async function complete(db: Db, job: JobRow, now: Date): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(held(job))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/**
 * Marks done the jobs of `dedupeKeys` that no worker holds: another job has just done their work
 * (one print stored the PDFs of a batch), so claiming each only to find nothing left is spared.
 * A job held right now is left to finish; one that failed for good stays failed.
 */
export async function completeUnheld(db: Db, dedupeKeys: readonly string[], now: Date): Promise<number> {
  if (!dedupeKeys.length) return 0;
  const done = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(
      and(
        inArray(jobs.dedupeKey, [...dedupeKeys]),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: jobs.id });
  return done.length;
}

/**
 * Records a failed attempt if this claim still holds the job: it runs again after the backoff
 * (`retryAt`), or, after the last attempt, it is failed — once: a claim whose lease was lost
 * records nothing (`lost`), so a job is never failed twice.
 */
export async function fail(
  db: Db,
  job: JobRow,
  now: Date,
  error: string,
  delayMs: number,
): Promise<{ outcome: 'retry'; retryAt: Date } | { outcome: 'final' } | { outcome: 'lost' }> {
  const final = job.attempts >= job.maxAttempts;
  const retryAt = new Date(now.getTime() + delayMs);
  const updated = await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, 500),
      runAt: final ? now : retryAt,
      failedAt: final ? now : null,
    })
    .where(held(job))
    .returning({ id: jobs.id });
  if (!updated.length) return { outcome: 'lost' };
  return final ? { outcome: 'final' } : { outcome: 'retry', retryAt };
}
