import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Enqueues a job in the caller's transaction, once per `dedupeKey`: a payment event that
 * arrives twice, or a watchdog that looks again, cannot queue the same work twice.
 */
export async function enqueue(
  db: Db,
  job: { kind: string; dedupeKey: string; payload: unknown; now: Date; maxAttempts?: number },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      dedupeKey: job.dedupeKey,
      payload: job.payload,
      runAt: job.now,
      maxAttempts: job.maxAttempts ?? 5,
      createdAt: job.now,
    })
    .onConflictDoNothing();
}

/** Puts a finished or failed job back in the queue (the merchant's Retry). */
export async function requeue(db: Db, dedupeKey: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: now, attempts: 0, lockedUntil: null, doneAt: null, failedAt: null, lastError: null })
    .where(eq(jobs.dedupeKey, dedupeKey));
}

/**
 * Claims up to `limit` due jobs for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets any number of
 * processes claim side by side without taking the same job; a process killed mid-job
 * leaves a lease that runs out, and the job is claimed again (so handlers are idempotent).
 */
export async function claim(db: Db, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{ id: number }>(sql`
    update jobs set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  if (!ids.length) return [];
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} in (${sql.join(ids, sql`, `)})`);
}

export async function complete(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** Backs off 1 s, 2 s, 4 s … ; after the last attempt the job is marked failed. True when it is final. */
export async function fail(db: Db, job: JobRow, now: Date, error: string): Promise<boolean> {
  const final = job.attempts >= job.maxAttempts;
  const backoff = 1000 * 2 ** Math.min(job.attempts - 1, 8);
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 500),
      runAt: new Date(now.getTime() + backoff),
      failedAt: final ? now : null,
    })
    .where(eq(jobs.id, job.id));
  return final;
}

/** node-postgres returns `{rows}`, PGlite's drizzle driver returns `{rows}` too; be tolerant of both shapes. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
