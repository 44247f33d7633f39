import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { notificationListener } from './listener.ts';

/**
 * One type for both drivers: PGlite (embedded) and node-postgres. Without Drizzle's relational
 * `db.query` (nothing reads through it): given the schema, every transaction built a query
 * builder for each of its tables, a few percent of the worker in a burst of paid orders.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /**
   * The paid path's database (provider events, the job runner): on PostgreSQL a pool of its own,
   * so a payment event and a provisioning job's ~25 queries never queue behind the requests' (a
   * burst of 200 merchants kept 100–175 queries waiting for the pool of 10: a provisioning job
   * ran 2–4 s instead of ~0.1 s, and a payment event waited up to 0.9 s to begin). PGlite: `db`.
   */
  paidPath: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `fn` holding the migrations' advisory lock (the seed: two processes never seed at once). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY channel` from any process. `onReady` runs whenever listening (re)starts and
   * `onLost` when it stops: whoever keeps state from notifications re-reads it, since a
   * notification sent while nobody listened is gone.
   */
  listen(channel: string, on: { message(payload: string): void; ready(): void; lost(): void }): void;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `openDatabase({ image })` opens again. */
  snapshot?(): Promise<Blob>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const MIGRATION_LOCK = 7_301_942;

/** Told each statement's SQL (tests count what a request ran; production passes none). */
export type OnQuery = (sql: string) => void;

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | null;
  onQuery?: OnQuery;
  /** PGlite in memory: start from this snapshot (tests migrate and seed once per run). */
  image?: Blob;
  /** PostgreSQL: the size of the paid path's pool (`paidPath`); its default is 1. */
  paidPathConnections?: number;
}): Promise<Database> {
  const logger = opts.onQuery && { logQuery: opts.onQuery };
  if (opts.url) return openPostgres(opts.url, logger, opts.paidPathConnections ?? 1);
  return openPglite(opts.dataDir ?? null, logger, opts.image);
}

type QueryLogger = { logQuery: OnQuery } | undefined;

async function openPglite(dataDir: string | null, logger: QueryLogger, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The template search indexes (migration 0006) need these two contrib extensions.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const extensions = { pg_trgm, btree_gin };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions, ...(image && { loadDataDir: image }) });
  await client.waitReady;
  const db = drizzle(client, { ...(logger && { logger }) });
  return {
    db: db as unknown as Db,
    // One connection: nothing to queue behind but the other statements of this process.
    paidPath: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // One process per PGlite directory: nothing to serialise against.
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite directory, so its own notifications are all there are.
    listen: (channel, on) => {
      void client.listen(channel, on.message).then(on.ready);
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, logger: QueryLogger, paidPathConnections: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { NamedStatementClient } = await import('./namedStatements.ts');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // An idle connection dropped by the server (restart, failover, admin) must not crash
  // the process: the pool discards it and opens a new one on the next query. One line per
  // outage (until a connection is made again), not one per pooled connection.
  let lostLogged = false;
  const newPool = (max: number) => {
    const p = new pg.Pool({ connectionString: url, max, Client: NamedStatementClient });
    p.on('error', (err) => {
      if (lostLogged) return;
      lostLogged = true;
      console.warn(
        JSON.stringify({
          level: 40,
          time: new Date().toISOString(),
          msg: 'idle database connection lost',
          err: err.message,
        }),
      );
    });
    p.on('connect', (client) => {
      lostLogged = false;
      // A connection cut while checked out (a transaction between two queries) emits 'error' on
      // its client, which pg-pool leaves unhandled then: the process would die. The next query on
      // it fails instead, and the request is answered 503.
      client.on('error', () => undefined);
    });
    return p;
  };
  const pool = newPool(10);
  const paidPathPool = newPool(paidPathConnections);
  const db = drizzle(pool, { ...(logger && { logger }) });
  const paidPath = drizzle(paidPathPool, { ...(logger && { logger }) });
  const listeners = notificationListener(pg, url);
  return {
    db: db as unknown as Db,
    paidPath: paidPath as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Several API processes may start together: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    exclusive: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, on) => listeners.add(channel, on),
    close: async () => {
      await listeners.close();
      await Promise.all([pool.end(), paidPathPool.end()]);
    },
  };
}
