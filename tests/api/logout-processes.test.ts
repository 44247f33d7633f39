// Logout on one real API process, the token used at once on another, on one PostgreSQL: 401
// every round, for reads (user/info) and writes (user/save). Before sessions were read per
// request, a process kept them until a NOTIFY arrived: 3–52 ms in which a logged-out token
// still read (26 of 60 rounds) and wrote (15 of 30). The same on two apps in one process, on
// PGlite and PostgreSQL: tests/api/logout-everywhere.test.ts.
// PostgreSQL only: vitest.config.ts keeps this file out of the PGlite project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, apiClient, register, startApi } from '../support/apiProcess.ts';
import { scratchPostgres } from '../support/testDb.ts';

let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
const procs: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await scratchPostgres();
  const env = { DATABASE_URL: scratch.url, JOBS: 'false', SEED: 'true', RATE_LIMIT_LOGIN_ACCOUNT: '1000' };
  // One migrates and seeds, then the other starts on the same database.
  procs.push(await startApi(env));
  await procs[0]!.ready();
  procs.push(await startApi(env));
  await procs[1]!.ready();
}, 120_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop()));
  await scratch?.drop();
});

describe('logout across two API processes', () => {
  it('kills the token on the other process from the moment it answers', async () => {
    const [A, B] = [apiClient(procs[0]!.base), apiClient(procs[1]!.base)];
    const account = `twin${Date.now().toString(36)}`;
    await register(A, account, { verify: false });
    const alive: string[] = [];
    const rounds = { read: 60, write: 30 };
    for (let round = 0; round < rounds.read + rounds.write; round++) {
      const login = await A('POST', '/api/login/authorize', { body: { account, password: 'secret123' } });
      expect(login.status).toBe(200);
      const token = login.json!.data.accessToken as string;
      // B has used the token: whatever it may keep of it, it has.
      for (let i = 0; i < 2; i++) expect((await B('GET', '/api/user/info', { token })).status).toBe(200);
      expect((await A('POST', '/api/login/logout', { token })).status).toBe(200);
      const after =
        round < rounds.read
          ? await B('GET', '/api/user/info', { token })
          : await B('POST', '/api/user/save', { token, body: { nickname: `after${round}` } });
      if (after.status !== 401) alive.push(`round ${round}: ${after.status}`);
    }
    expect(alive).toEqual([]);
  }, 120_000);
});
