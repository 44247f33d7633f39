import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, orders } from '../db/schema/index.ts';
import { type Logger, safeMessage } from '../logger.ts';
import { isDatabaseUnreachable, outageLog } from '../db/outage.ts';
import { markFailed, markSiteFailed, provisionOrder, provisionSlotSite } from '../provisioning/provision.ts';
import type { SiteHost } from '../provisioning/host.ts';
import { enqueue, claim, complete, fail, type JobRow } from './queue.ts';
import { provisionKey, SLOT_JOB } from '../services/orderMoney.ts';
import { moveOrder } from '../services/orderTransitions.ts';

export interface RunnerDeps {
  db: Db;
  now: () => Date;
  log: Logger;
  host: SiteHost;
}

export interface JobRunner {
  /** Runs due work now instead of at the next tick (after a payment completes). */
  kick(): void;
  /** Claims and runs everything due, then the sweep and the watchdog; for tests and tools. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const LEASE_MS = 30_000;
/** Jobs run at once by one process; leaves most of the pool of 10 connections to requests. */
const CONCURRENCY = 6;

/**
 * The background worker of a process: provisioning jobs, the expiry sweep and the
 * watchdog. Started by the process entry (not the app factory) and stopped on shutdown.
 * Any number of processes may run one against the same PostgreSQL.
 */
export function startJobRunner(deps: RunnerDeps, opts: { intervalMs?: number; autostart?: boolean } = {}): JobRunner {
  const interval = opts.intervalMs ?? 500;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let lastHousekeeping = 0;

  async function runJob(job: JobRow): Promise<void> {
    try {
      if (job.kind === 'provision') await provisionOrder(deps, (job.payload as { orderId: number }).orderId);
      if (job.kind === SLOT_JOB) await provisionSlotSite(deps, (job.payload as { siteId: number }).siteId);
      await complete(deps.db, job, deps.now());
    } catch (err) {
      const message = safeMessage(err);
      const final = await fail(deps.db, job, deps.now(), message);
      deps.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, final }, 'job failed');
      if (final && job.kind === 'provision') {
        await markFailed(deps.db, (job.payload as { orderId: number }).orderId, message, deps.now());
      }
      if (final && job.kind === SLOT_JOB) {
        await markSiteFailed(deps.db, (job.payload as { siteId: number }).siteId, message, deps.now());
      }
    }
  }

  async function tick(force = false): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await claim(deps.db, deps.now(), CONCURRENCY, LEASE_MS);
      if (!batch.length) break;
      // Side by side: a job spends most of its time waiting on the database, and one at a
      // time made 200 paid orders wait ~50 s for their sites (each job is for its own order).
      // All settle before the tick ends (stop() waits for them), then the first failure counts.
      const settled = await Promise.allSettled(batch.map(runJob));
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      done += batch.length;
    }
    if (force || Date.now() - lastHousekeeping > 5_000) {
      lastHousekeeping = Date.now();
      done += await sweepExpired(deps.db, deps.now());
      done += await watchdog(deps.db, deps.now());
    }
    return done;
  }

  // One tick at a time: a kick during a tick asks for another right after it, instead of
  // starting a second loop beside the first (every kick would add one).
  let ticking = false;
  let again = false;
  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = true;
      again = false;
      running = tick()
        .then(() => outageLog.succeeded(deps.log))
        .catch((err: unknown) => {
          // Counted with the requests an outage refuses, not logged every tick.
          if (isDatabaseUnreachable(err)) outageLog.refused(deps.log, err);
          else deps.log.warn({ err }, 'job runner tick failed');
        })
        .finally(() => {
          ticking = false;
          schedule(again ? 0 : interval);
        });
    }, delay);
  }
  if (opts.autostart !== false) schedule(0);

  return {
    kick() {
      if (stopped || opts.autostart === false) return;
      if (ticking) {
        again = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    async drain() {
      await running;
      return tick(true);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}

/** Persists Timed Out for unpaid orders past their expiry (each one a conditional update). */
export async function sweepExpired(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 0), lte(orders.expiresAt, now)))
    .limit(200);
  let n = 0;
  for (const { id } of due) {
    const moved = await db.transaction((tx) => moveOrder(tx, { orderId: id, from: 0, to: 4, reason: 'expired', now }));
    if (moved) n++;
  }
  return n;
}

/** Paid orders with no provisioning job (a crash between payment and enqueue) get one. */
export async function watchdog(db: Db, now: Date): Promise<number> {
  const orphans = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 1),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(eq(jobs.dedupeKey, sql`'provision:' || ${orders.id}`)),
        ),
      ),
    )
    .limit(100);
  for (const { id } of orphans) {
    await enqueue(db, { kind: 'provision', dedupeKey: provisionKey(id), payload: { orderId: id }, now });
  }
  return orphans.length;
}
