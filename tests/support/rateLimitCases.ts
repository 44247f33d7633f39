// The rate-limit cases every store must pass (tests/api/rate-limit.test.ts on the database,
// tests/api/rate-limit-redis.test.ts on Redis).
import { expect } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { hit, type RateLimitStore } from '../../src/server/core/rateLimit.ts';
import type { freshDatabase } from './testDb.ts';
import { paymentDeps } from './testApp.ts';
import { TEST_PASSWORD, uniqueAccount } from './users.ts';

type Db = Awaited<ReturnType<typeof freshDatabase>>;

const limit = { bucket: 'test', limit: 3, windowMs: 60_000 };
const now = new Date('2026-03-01T10:00:10Z');

/** Fixed windows with Retry-After, a fresh next window, keys apart, reset and peek. */
export async function exercise(store: RateLimitStore, key: string) {
  for (let i = 0; i < 3; i++) await hit(store, limit, key, now);
  const err = await hit(store, limit, key, now).catch(
    (e: unknown) => e as { code: string; headers: Record<string, string> },
  );
  expect(err).toMatchObject({ code: 'rate_limited' });
  // 10 s into a 60 s window: 50 s to wait.
  expect((err as { headers: Record<string, string> }).headers['Retry-After']).toBe('50');
  // The next window starts afresh; other keys are untouched.
  await hit(store, limit, key, new Date('2026-03-01T10:01:00Z'));
  await hit(store, limit, `${key}-other`, now);
  await store.reset(limit.bucket, key, limit.windowMs, now);
  expect(await store.peek(limit.bucket, key, limit.windowMs, now)).toBe(0);
}

const LIMIT = 5;
const defaultEnv = testEnv({
  TRUST_PROXY: true,
  RATE_LIMIT_LOGIN_ACCOUNT: LIMIT,
  RATE_LIMIT_LOGIN_IP: 1000,
  RATE_LIMIT_REGISTER_IP: 1000,
});
type App = ReturnType<typeof createApp>;

/**
 * Two API processes on one database, each with its own store (its own pool or Redis client).
 * On PostgreSQL the second has its own pool and its own LISTEN connection, so its own caches.
 */
export async function twoProcesses(
  database: Db,
  stores: [RateLimitStore, RateLimitStore],
  env = defaultEnv,
): Promise<{ apps: App[]; close(): Promise<void> }> {
  // On PostgreSQL the second process gets its own pool; PGlite has one connection, so one handle.
  const extra = await paymentDeps(database.db, env);
  const second: Database | null = database.url ? await openDatabase({ url: database.url }) : null;
  // Both processes on one frozen instant: the windows are fixed to the clock, and a burst that
  // straddled a boundary would be counted in two windows.
  const at = new Date();
  const apps = [database.db, second?.db ?? database.db].map((db, i) =>
    createApp({
      db,
      env,
      log: createLogger('silent'),
      ping: database.ping,
      listen: i === 0 ? database.listen : (second?.listen ?? database.listen),
      now: () => at,
      limits: stores[i]!,
      ...extra,
    }),
  );
  return { apps, close: async () => void (await second?.close()) };
}

const OWNER = '198.51.100.7';
const GUESSER = '203.0.113.9';
const post = (app: App, body: Record<string, unknown>, path = '/api/login/authorize', ip = GUESSER) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/**
 * 20 wrong passwords for one account at once from one address, split over two API processes:
 * each attempt is counted before it is judged, so exactly LIMIT get an answer (401) and every
 * other one is refused (429). The owner's usual address is not locked by any of it.
 */
export async function expectBurstHeld(database: Db, stores: [RateLimitStore, RateLimitStore]) {
  const { apps, close } = await twoProcesses(database, stores);
  try {
    const account = uniqueAccount('burst');
    const reg = await post(
      apps[0]!,
      { account, password: TEST_PASSWORD, email: `${account}@example.com` },
      '/api/login/register',
      OWNER,
    );
    expect(reg.status).toBe(200);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      post(apps[i % apps.length]!, { account, password: `wrong-${i}` }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
    // The guessing address is locked: even the right password waits for the window to pass…
    expect((await post(apps[1]!, { account, password: TEST_PASSWORD })).status).toBe(429);
    // …but the owner's usual address (registered from there) is not, on either process.
    expect((await post(apps[1]!, { account, password: TEST_PASSWORD }, undefined, OWNER)).status).toBe(200);
    expect((await post(apps[0]!, { account, password: TEST_PASSWORD }, undefined, OWNER)).status).toBe(200);
  } finally {
    await close();
  }
}
