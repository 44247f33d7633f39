// The rate-limit cases on Redis. Needs TEST_REDIS_URL: without it vitest.config.ts leaves this
// file out and `npm test` says so at the end (tests/support/outsideServers.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { redisRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { exercise, expectBurstHeld } from '../support/rateLimitCases.ts';
import { freshDatabase } from '../support/testDb.ts';

const redisUrl = process.env['TEST_REDIS_URL'];
if (!redisUrl) throw new Error('this file needs TEST_REDIS_URL (a Redis server), e.g. redis://127.0.0.1:6379');

type Db = Awaited<ReturnType<typeof freshDatabase>>;
let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.dispose());

describe('rate limits on Redis', () => {
  it('count in fixed windows, with Retry-After', async () => {
    const store = await redisRateLimitStore(redisUrl);
    try {
      await exercise(store, `k${Date.now()}${Math.random()}`);
    } finally {
      await store.close();
    }
  });

  it('hold a burst of parallel password guesses over two processes', async () => {
    const stores = [await redisRateLimitStore(redisUrl), await redisRateLimitStore(redisUrl)] as const;
    try {
      await expectBurstHeld(database, [stores[0], stores[1]]);
    } finally {
      await Promise.all(stores.map((st) => st.close()));
    }
  });
});
