import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/**
 * Session lookups of one process, coalesced: every authenticated request reads its session
 * from the database, and requests that arrive together share one indexed query.
 *
 * Why no cache: a token logged out on process A must be dead on process B from the moment A
 * answers. A cache that forgets on a NOTIFY from A's transaction is late by however long the
 * notification takes to arrive (3–52 ms were measured, and forever on a LISTEN connection that
 * died silently): B served a revoked token in 26 of 60 rounds. A read of the database that
 * *starts after the request arrived* sees every logout that had answered by then, whatever B
 * has heard. So each lookup joins the next query to start, never one already running: while a
 * query is out, arrivals wait in the next batch, sent when it returns. Under load, one query
 * (`token_hash in (…)`, the unique index) answers every request that came in meanwhile.
 *
 * A batch is sent after the event loop's current round of I/O (`setImmediate`), not at once:
 * PGlite answers on this thread, so a query sent at once had returned before the next request
 * of the same round was even read, and every request paid a query of its own (0.07× of
 * /api/health for user/info at 50 connections).
 */
export interface SessionRow {
  id: number;
  userId: number;
  lastSeenAt: Date;
}

interface Waiter {
  resolve(row: SessionRow | null): void;
  reject(err: unknown): void;
}

interface Loader {
  running: boolean;
  next: Map<string, Waiter[]>;
  statement: ReturnType<typeof prepareLookup>;
}

/** Tokens per query: the statement stays small; a longer queue goes in several rounds. */
const MOST_PER_QUERY = 500;

const loaders = new WeakMap<object, Loader>();

/**
 * The lookup as one prepared statement per database (its loader's) (`= any($1)` over the batch's hashes): it
 * is parsed and planned once, not once per batch, and built by Drizzle once.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      hash: sessions.tokenHash,
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')})`, isNull(sessions.revokedAt)))
    .prepare('session_lookup');
}

async function drain(loader: Loader): Promise<void> {
  try {
    while (loader.next.size) {
      const batch = new Map<string, Waiter[]>();
      for (const [hash, waiters] of loader.next) {
        if (batch.size >= MOST_PER_QUERY) break;
        batch.set(hash, waiters);
      }
      for (const hash of batch.keys()) loader.next.delete(hash);
      try {
        const rows = await loader.statement.execute({ hashes: [...batch.keys()] });
        const byHash = new Map(rows.map((r) => [r.hash, r]));
        for (const [hash, waiters] of batch) {
          const r = byHash.get(hash);
          for (const w of waiters) w.resolve(r ? { id: r.id, userId: r.userId, lastSeenAt: r.lastSeenAt } : null);
        }
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      }
    }
  } finally {
    loader.running = false;
  }
}

/** The unrevoked session of a token hash, read by a query that starts after this call. */
export function lookupSession(db: Db, hash: string): Promise<SessionRow | null> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = { running: false, next: new Map(), statement: prepareLookup(db) };
    loaders.set(db, loader);
  }
  const l = loader;
  return new Promise((resolve, reject) => {
    const waiters = l.next.get(hash);
    if (waiters) waiters.push({ resolve, reject });
    else l.next.set(hash, [{ resolve, reject }]);
    if (!l.running) {
      l.running = true;
      setImmediate(() => void drain(l));
    }
  });
}
