import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import {
  dbRateLimitStore,
  hit,
  redisRateLimitStore,
  type RateLimitStore,
} from '../../src/server/services/rateLimit.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { freshDatabase } from '../support/testDb.ts';
import { paymentDeps } from '../support/testApp.ts';
import { TEST_PASSWORD, uniqueAccount } from '../support/users.ts';

type Db = Awaited<ReturnType<typeof freshDatabase>>;
let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.dispose());

const limit = { bucket: 'test', limit: 3, windowMs: 60_000 };
const now = new Date('2026-03-01T10:00:10Z');

async function exercise(store: RateLimitStore, key: string) {
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

describe('rate-limit stores', () => {
  it('counts in the database, fixed windows, with Retry-After', async () => {
    await exercise(dbRateLimitStore(database.db), `k${Date.now()}`);
  });

  it('shares counts between API processes that use the same database', async () => {
    const env = testEnv({ RATE_LIMIT_LOGIN_IP: 2, TRUST_PROXY: true });
    const make = () =>
      createApp({
        db: database.db,
        env,
        log: createLogger('silent'),
        ping: database.ping,
        listen: database.listen,
        now: () => new Date(),
        limits: dbRateLimitStore(database.db),
        ...extra,
      });
    const extra = await paymentDeps(database.db, env);
    const [a, b] = [make(), make()];
    const attempt = (app: ReturnType<typeof make>) =>
      app.request('/api/login/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' },
        body: JSON.stringify({ account: 'nobody9', password: 'secret123' }),
      });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  const redisUrl = process.env['TEST_REDIS_URL'];
  it.runIf(Boolean(redisUrl))('counts in Redis when REDIS_URL is set', async () => {
    const store = await redisRateLimitStore(redisUrl!);
    try {
      await exercise(store, `k${Date.now()}${Math.random()}`);
    } finally {
      await store.close();
    }
  });
});

/**
 * 20 wrong passwords for one account at once, split over two API processes (two apps,
 * each with its own database pool or Redis client): each attempt is counted before it is
 * judged, so exactly `limit` get an answer (401) and every other one is refused (429).
 */
describe('a burst of parallel password guesses', () => {
  const LIMIT = 5;
  const env = testEnv({ RATE_LIMIT_LOGIN_ACCOUNT: LIMIT, RATE_LIMIT_LOGIN_IP: 1000, RATE_LIMIT_REGISTER_IP: 1000 });
  type App = ReturnType<typeof createApp>;

  async function twoProcesses(
    stores: [RateLimitStore, RateLimitStore],
  ): Promise<{ apps: App[]; close(): Promise<void> }> {
    // On PostgreSQL the second process gets its own pool; PGlite has one connection, so one handle.
    const second: Database | null = database.url ? await openDatabase({ url: database.url }) : null;
    const extra = await paymentDeps(database.db, env);
    const apps = [database.db, second?.db ?? database.db].map((db, i) =>
      createApp({
        db,
        env,
        log: createLogger('silent'),
        ping: database.ping,
        listen: database.listen,
        now: () => new Date(),
        limits: stores[i]!,
        ...extra,
      }),
    );
    return { apps, close: async () => void (await second?.close()) };
  }

  const post = (app: App, body: Record<string, unknown>, path = '/api/login/authorize') =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function expectBurstHeld(apps: App[]) {
    const account = uniqueAccount('burst');
    const reg = await post(
      apps[0]!,
      { account, password: TEST_PASSWORD, email: `${account}@example.com` },
      '/api/login/register',
    );
    expect(reg.status).toBe(200);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      post(apps[i % apps.length]!, { account, password: `wrong-${i}` }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
    // Locked: even the right password waits for the window to pass.
    expect((await post(apps[1]!, { account, password: TEST_PASSWORD })).status).toBe(429);
  }

  it('holds on the database store', async () => {
    const procs = await twoProcesses([dbRateLimitStore(database.db), dbRateLimitStore(database.db)]);
    try {
      await expectBurstHeld(procs.apps);
    } finally {
      await procs.close();
    }
  });

  const redisUrl = process.env['TEST_REDIS_URL'];
  it.runIf(Boolean(redisUrl))('holds on the Redis store', async () => {
    const stores = [await redisRateLimitStore(redisUrl!), await redisRateLimitStore(redisUrl!)] as const;
    const procs = await twoProcesses([stores[0], stores[1]]);
    try {
      await expectBurstHeld(procs.apps);
    } finally {
      await procs.close();
      await Promise.all(stores.map((st) => st.close()));
    }
  });
});
