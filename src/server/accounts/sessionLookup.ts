import type { Db } from '../db/client.ts';

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
  client: RawClient;
}

/** Tokens per query: the statement stays small; a longer queue goes in several rounds. */
const MOST_PER_QUERY = 500;

const loaders = new WeakMap<object, Loader>();

/**
 * What the lookup asks of either driver, below Drizzle: node-postgres's pool and PGlite both
 * answer `query(text, params)` with rows by column name and timestamps as Dates. The lookup is
 * the one query of every authenticated request, and of an account read answered from its cache
 * the only one: Drizzle's building and mapping of it, and PGlite's copy of Drizzle's value
 * parsers on every query, were a tenth of such a request (bench/fixedCost.ts --reads). On
 * PostgreSQL it is a named statement like the others (db/namedStatements.ts); the auth tests
 * hold its columns to the schema's.
 */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}
interface RawRow {
  token_hash: string;
  id: number;
  user_id: number;
  last_seen_at: Date;
}
const LOOKUP =
  'select token_hash, id, user_id, last_seen_at from sessions where token_hash = any($1) and revoked_at is null';

const clientOf = (db: Db) => (db as unknown as { $client: RawClient }).$client;

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
        const { rows } = await loader.client.query(LOOKUP, [[...batch.keys()]]);
        const byHash = new Map((rows as RawRow[]).map((r) => [r.token_hash, r]));
        for (const [hash, waiters] of batch) {
          const r = byHash.get(hash);
          for (const w of waiters) w.resolve(r ? { id: r.id, userId: r.user_id, lastSeenAt: r.last_seen_at } : null);
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
    loader = { running: false, next: new Map(), client: clientOf(db) };
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
