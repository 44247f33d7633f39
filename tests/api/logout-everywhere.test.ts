// A token logged out on one API process is dead on every other from the moment logout answers:
// no wait, reads and writes alike. Two apps on one database (on PostgreSQL each with its own
// pool and LISTEN connection, so its own caches; PGlite has one connection, so one handle);
// real child processes on PostgreSQL: tests/api/logout-processes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../src/server/platform/env.ts';
import { dbRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { twoProcesses } from '../support/rateLimitCases.ts';
import { freshDatabase } from '../support/testDb.ts';
import { TEST_PASSWORD, uniqueAccount } from '../support/users.ts';

type Db = Awaited<ReturnType<typeof freshDatabase>>;
let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
  // Migrations and seed on a loaded shared machine took over a minute on PGlite.
}, 180_000);
afterAll(() => database?.dispose());

const ROUNDS = 30;

describe('logout', () => {
  it('holds on the other process at once, for reads and writes, every round', async () => {
    const env = testEnv({ RATE_LIMIT_LOGIN_ACCOUNT: 1000, RATE_LIMIT_LOGIN_IP: 100_000, RATE_LIMIT_REGISTER_IP: 1000 });
    const { apps, close } = await twoProcesses(
      database,
      [dbRateLimitStore(database.db), dbRateLimitStore(database.db)],
      env,
    );
    const [a, b] = apps as [NonNullable<(typeof apps)[0]>, NonNullable<(typeof apps)[0]>];
    const call = (app: typeof a, method: string, path: string, token?: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    try {
      const account = uniqueAccount('bye');
      const reg = await call(a, 'POST', '/api/login/register', undefined, {
        account,
        password: TEST_PASSWORD,
        email: `${account}@example.com`,
      });
      expect(reg.status).toBe(200);
      const alive: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const login = await call(a, 'POST', '/api/login/authorize', undefined, { account, password: TEST_PASSWORD });
        const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
        // B has seen the token and kept what it may keep (the session, the account read).
        for (let i = 0; i < 2; i++) expect((await call(b, 'GET', '/api/user/info', token)).status).toBe(200);
        expect((await call(a, 'POST', '/api/login/logout', token)).status).toBe(200);
        // No wait: the next request, on the other process, in turn a read and a write.
        const after =
          round % 2 === 0
            ? await call(b, 'GET', '/api/user/info', token)
            : await call(b, 'POST', '/api/user/save', token, { nickname: `after-${round}` });
        if (after.status !== 401) alive.push(`round ${round}: ${after.status}`);
      }
      expect(alive).toEqual([]);
    } finally {
      await close();
    }
  });
});
