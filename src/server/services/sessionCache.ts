import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/**
 * Sessions this process checked recently, so an authenticated read costs no session query.
 * It stays right across processes: every revocation is announced on `session_revoked` in the
 * transaction that revokes, and every process forgets that session when it commits. While a
 * process cannot hear announcements (start-up, the database restarting) it keeps nothing.
 * An entry is used for at most a minute (the idle clock's resolution), then read again.
 */
export interface KnownSession {
  id: number;
  userId: number;
  lastSeenAt: Date;
}

const CHANNEL = 'session_revoked';
const MAX_ENTRIES = 20_000;

interface Cache {
  listening: boolean;
  byHash: Map<string, KnownSession>;
  hashById: Map<number, string>;
}

const caches = new WeakMap<object, Cache>();

function forget(cache: Cache, id: number): void {
  const hash = cache.hashById.get(id);
  cache.hashById.delete(id);
  if (hash) cache.byHash.delete(hash);
}

/** Starts hearing revocations for `db` (once per database per process). */
export function watchSessions(db: Db, listen: Database['listen']): void {
  if (caches.has(db)) return;
  const cache: Cache = { listening: false, byHash: new Map(), hashById: new Map() };
  caches.set(db, cache);
  const clear = (listening: boolean) => {
    cache.listening = listening;
    cache.byHash.clear();
    cache.hashById.clear();
  };
  listen(CHANNEL, {
    message: (payload) => forget(cache, Number(payload)),
    ready: () => clear(true),
    lost: () => clear(false),
  });
}

export function knownSession(db: Db, hash: string): KnownSession | undefined {
  const cache = caches.get(db);
  return cache?.listening ? cache.byHash.get(hash) : undefined;
}

export function rememberSession(db: Db, hash: string, session: KnownSession): void {
  const cache = caches.get(db);
  if (!cache?.listening) return;
  if (cache.byHash.size >= MAX_ENTRIES) {
    const [oldest] = cache.byHash.values();
    if (oldest) forget(cache, oldest.id);
  }
  cache.byHash.set(hash, session);
  cache.hashById.set(session.id, hash);
}

/**
 * Announces revoked sessions through `runner` (a transaction: delivered when it commits) and
 * forgets them in this process at once, so its own next request cannot race the announcement.
 */
export async function announceRevoked(db: Db, runner: Pick<Db, 'execute'>, ids: number[]): Promise<void> {
  const cache = caches.get(db);
  for (const id of ids) {
    if (cache) forget(cache, id);
    await runner.execute(sql`select pg_notify(${CHANNEL}, ${String(id)})`);
  }
}
