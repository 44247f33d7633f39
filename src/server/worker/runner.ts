import { and, eq, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, orders } from '../db/schema/index.ts';
import { safeMessage } from '../platform/logger.ts';
import { isDatabaseUnreachable, outageLog } from '../db/outage.ts';
import { randomUUID } from 'node:crypto';
import { markDelayed, markFailed } from '../sites/provisioning/siteStatus.ts';
import { enqueue, claim, complete, fail, reclaimOwn, renew, type JobRow } from '../jobs/queue.ts';
import { retryDelayMs } from '../jobs/backoff.ts';
import { JOB_PRIORITY } from '../jobs/priority.ts';
import {
  domainRecheckJob,
  firstVersionsJob,
  provisionJob,
  provisionKeySql,
  renewalJob,
  renewalKeySql,
  siteTermsJob,
  gamesImportJob,
} from '../jobs/keys.ts';
import { DOMAIN_SWEEP_MS } from '../domains/recheck.ts';
import { moveOrder } from '../orders/orderTransitions.ts';
import { type HandlerDeps, handlers } from './handlers.ts';
import { invoiceBrowser } from '../invoices/browser.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';

export interface RunnerDeps extends HandlerDeps {
  /** See worker/worker.ts; without one the runner is anonymous and takes back nothing on start. */
  workerId?: string;
  /** Asks for the daily sweep of sites' terms (the process's worker does; a test's runner runs it by hand). */
  termsSweep?: boolean;
  /** Asks for the hourly import of the game catalogue (the process's worker does; tests run it by hand). */
  gamesImport?: boolean;
}

export interface RunnerOptions {
  intervalMs?: number;
  autostart?: boolean;
  leaseMs?: number;
  /** How often a running job renews its lease; 0 never (tests of a lease that runs out). */
  renewMs?: number;
  /** The backoff's jitter source (backoff.ts). */
  random?: () => number;
}

export interface JobRunner {
  /** Runs due work now instead of at the next tick (after a payment completes). */
  kick(): void;
  /** Claims and runs everything due, then the sweep and the watchdog; for tests and tools. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const LEASE_MS = 30_000;
/** A third of the lease: two renewals can fail (a slow database) before another worker may claim. */
const RENEW_MS = 10_000;
/**
 * Jobs run at once by one process (its job connections: this many, and one for the claims,
 * db/client.ts). A job mostly waits on the database: with 6, a burst of 200 paid orders on
 * PostgreSQL waited p99 1.0 s for their sites, with 12 p99 0.65–0.81 s (docs/performance.md).
 */
export const JOB_CONCURRENCY = 12;
/**
 * Of those, the slots work that follows (invoices, receipts, notices) may always have when it is
 * due. Claimed strictly by priority, a burst of paid orders kept every slot on waited work while
 * merchants were still paying: 200 receipts all waited for the last payment (12 s).
 */
export const AFTER_RESERVED = 3;

/**
 * The background worker of a process: provisioning jobs, the expiry sweep and the
 * watchdog. Started by the process entry (not the app factory) and stopped on shutdown.
 * Any number of processes may run one against the same PostgreSQL.
 */
export function startJobRunner(deps: RunnerDeps, opts: RunnerOptions = {}): JobRunner {
  const interval = opts.intervalMs ?? 500;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const renewMs = opts.renewMs ?? Math.min(RENEW_MS, Math.floor(leaseMs / 3));
  const worker = deps.workerId ?? `anonymous:${randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let lastHousekeeping = 0;
  let lastSweepAsked = 0;
  let lastTermsAsked = 0;
  let lastGamesAsked = 0;
  // Kinds this process cannot run (mail without an SMTP server): left for one that can.
  const paused = Object.entries(handlers)
    .filter(([, h]) => h.paused?.(deps))
    .map(([kind]) => kind);
  // Taken back once, before this runner's first claim: a second tick started meanwhile (drain
  // beside the loop) must not free the leases the first one has just taken and is running.
  let reclaimed: Promise<void> | null = null;

  async function runJob(job: JobRow): Promise<void> {
    // The heartbeat: a job that runs longer than its lease is not claimed by another worker.
    const heartbeat = renewMs
      ? setInterval(() => {
          renew(deps.db, job, deps.now(), leaseMs)
            .then((held) => {
              if (!held) deps.log.warn({ job: job.id, kind: job.kind }, 'job lease lost while running');
            })
            .catch(() => undefined);
        }, renewMs)
      : undefined;
    try {
      const handler = handlers[job.kind as keyof typeof handlers];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(deps, job);
      clearInterval(heartbeat);
      if (!(await complete(deps.db, job, deps.now()))) {
        deps.log.info({ job: job.id, kind: job.kind }, 'job finished after its lease was taken over');
      }
    } catch (err) {
      clearInterval(heartbeat);
      await failJob(job, safeMessage(err));
    }
  }

  /** The attempt's failure and what the merchant is told, in one transaction, by the lease holder only. */
  async function failJob(job: JobRow, message: string): Promise<void> {
    const now = deps.now();
    const result = await deps.db.transaction(async (tx) => {
      const handler = handlers[job.kind as keyof typeof handlers];
      const delay = (handler?.retryDelayMs ?? retryDelayMs)(job.attempts, opts.random);
      const r = await fail(tx, job, now, message, delay);
      if (r.outcome === 'final') await handler?.onFinalFailure?.(tx, job);
      const target = handler?.siteOf?.(job);
      if (!target) return r;
      if (r.outcome === 'retry') {
        await markDelayed(tx, target, { error: message, retryAt: r.retryAt, attempts: job.attempts }, now);
      } else if (r.outcome === 'final') {
        await markFailed(tx, target, message, job.attempts, now);
      }
      return r;
    });
    deps.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, outcome: result.outcome }, 'job failed');
  }

  // A kick during a tick: more is due. `kicked` keeps one that came while a claim was out (its
  // answer may predate the new job), `wake` ends a wait for a free slot.
  let kicked = false;
  let wake: (() => void) | null = null;

  /**
   * Claims and runs due jobs, up to JOB_CONCURRENCY side by side (a job spends most of its time
   * waiting on the database; one at a time made 200 paid orders wait ~50 s for their sites). A
   * slot is filled again as soon as its job ends: claiming in batches and waiting for a whole
   * batch made every job behind wait for the slowest of six (200 orders: 4–7 s before a claim).
   * All in flight settle before it returns (stop() waits for them), then the first failure counts.
   */
  async function runDue(): Promise<number> {
    const inFlight = new Set<Promise<void>>();
    let afterInFlight = 0;
    let failure: { err: unknown } | null = null;
    let done = 0;
    let more = true;
    while (!failure && (more || inFlight.size)) {
      const free = JOB_CONCURRENCY - inFlight.size;
      // A runner being stopped takes no more, and lets the jobs it runs finish.
      if (more && free > 0 && !stopped) {
        let batch: JobRow[];
        kicked = false;
        try {
          const reserved = Math.min(free, AFTER_RESERVED - afterInFlight);
          const after =
            reserved > 0 ? await claim(deps.db, deps.now(), reserved, leaseMs, worker, paused, JOB_PRIORITY.after) : [];
          const rest =
            free > after.length ? await claim(deps.db, deps.now(), free - after.length, leaseMs, worker, paused) : [];
          batch = [...after, ...rest];
        } catch (err) {
          failure = { err };
          break;
        }
        for (const job of batch) {
          const after = job.priority >= JOB_PRIORITY.after;
          if (after) afterInFlight++;
          const settled = () => {
            inFlight.delete(run);
            if (after) afterInFlight--;
          };
          const run: Promise<void> = runJob(job).then(
            () => {
              done++;
              settled();
            },
            (err: unknown) => {
              failure ??= { err };
              settled();
            },
          );
          inFlight.add(run);
        }
        // Fewer due than slots: claim again when a job ends or a kick says more are due.
        more = batch.length === free || kicked;
        if (more) continue;
      }
      if (!inFlight.size) break;
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
      });
      await Promise.race([...inFlight, woken]);
      wake = null;
      more = true;
    }
    await Promise.allSettled(inFlight);
    if (failure) throw failure.err;
    return done;
  }

  async function tick(force = false): Promise<number> {
    let done = 0;
    // Leases this worker held before a restart: their runs died with the old process. And the
    // one-time migrations are asked for (their keys let each run once per installation).
    reclaimed ??= reclaimOwn(deps.db, worker).then(async (n) => {
      if (n) deps.log.info({ worker, jobs: n }, 'took back the jobs leased before a restart');
      await enqueue(deps.db, { ...firstVersionsJob(), now: deps.now() });
    });
    try {
      await reclaimed;
    } catch (err) {
      reclaimed = null; // the database was away: try again on the next tick
      throw err;
    }
    // The periodic re-check of own domains: asked for every minute by every process, run once
    // per period (the key names the period of the clock), so it is claimed like any job.
    if (deps.dns && (force || Date.now() - lastSweepAsked > 60_000)) {
      lastSweepAsked = Date.now();
      await enqueue(deps.db, { ...domainRecheckJob(deps.now(), DOMAIN_SWEEP_MS), now: deps.now() });
    }
    // The daily sweep of sites' terms: asked for every minute by every process, run once per day.
    if (deps.termsSweep && (force || Date.now() - lastTermsAsked > 60_000)) {
      lastTermsAsked = Date.now();
      await enqueue(deps.db, { ...siteTermsJob(deps.now()), now: deps.now() });
    }
    // The game catalogue's import: asked for every minute, run once per hour (the first at start).
    if (deps.gamesImport && (force || Date.now() - lastGamesAsked > 60_000)) {
      lastGamesAsked = Date.now();
      await enqueue(deps.db, { ...gamesImportJob(deps.now()), now: deps.now() });
    }
    done += await runDue();
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
        kicked = true;
        wake?.();
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
      // The invoice renderer's Chromium (if a job opened it) goes with the runner.
      await invoiceBrowser.close();
    },
  };
}

/** Persists Timed Out for unpaid orders past their expiry (each one a conditional update). */
export async function sweepExpired(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pending), lte(orders.expiresAt, now)))
    .limit(200);
  let n = 0;
  for (const { id } of due) {
    const moved = await db.transaction((tx) => moveOrder(tx, { orderId: id, move: 'expire', reason: 'expired', now }));
    if (moved) n++;
  }
  return n;
}

/** Paid orders with no job (a crash between payment and enqueue) get one: provisioning, or a renewal's extension. */
export async function watchdog(db: Db, now: Date): Promise<number> {
  const orphans = await db
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.purchased),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(or(eq(jobs.dedupeKey, provisionKeySql(orders.id)), eq(jobs.dedupeKey, renewalKeySql(orders.id)))),
        ),
      ),
    )
    .limit(100);
  for (const { id, kind } of orphans) {
    await enqueue(db, { ...(kind === 'renewal' ? renewalJob(id) : provisionJob(id)), now });
  }
  return orphans.length;
}
