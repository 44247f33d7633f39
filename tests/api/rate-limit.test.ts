// The rate limiter on the database store; the same cases on Redis: rate-limit-redis.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { dbRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { exercise, expectBurstHeld } from '../support/rateLimitCases.ts';
import { freshDatabase } from '../support/testDb.ts';
import { paymentDeps } from '../support/testApp.ts';

type Db = Awaited<ReturnType<typeof freshDatabase>>;
let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.dispose());

describe('rate-limit stores', () => {
  it('counts in the database, fixed windows, with Retry-After', async () => {
    await exercise(dbRateLimitStore(database.db), `k${Date.now()}`);
  });

  it('shares counts between API processes that use the same database', async () => {
    const env = testEnv({ RATE_LIMIT_LOGIN_IP: 2, TRUST_PROXY: true });
    // One instant for every attempt: windows are fixed to the clock, and a boundary crossed
    // between the second and third attempt would start a fresh count (seen on a slow machine).
    const at = new Date();
    const make = () =>
      createApp({
        db: database.db,
        env,
        log: createLogger('silent'),
        ping: database.ping,
        listen: database.listen,
        now: () => at,
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
});

describe('a burst of parallel password guesses', () => {
  it('holds on the database store', async () => {
    await expectBurstHeld(database, [dbRateLimitStore(database.db), dbRateLimitStore(database.db)]);
  });
});
