// Nobody can lock a merchant out (issue 25): wrong passwords slow the address that sends them
// and, from many addresses, slow every other address — never the owner's usual address (one
// their account signed in from), and never a signed-in owner confirming their own password.
// On PGlite and PostgreSQL; the same over two processes and on Redis: rateLimitCases.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { login, newMerchant, TEST_PASSWORD } from '../support/users.ts';

let t: TestApp;
let clock = new Date('2026-06-01T10:00:05Z').getTime();
beforeAll(async () => {
  // RATE_LIMIT_LOGIN_ACCOUNT at its default, 10.
  t = await startTestApp(
    { TRUST_PROXY: true, RATE_LIMIT_LOGIN_IP: 1000, RATE_LIMIT_REGISTER_IP: 1000 },
    {
      now: () => new Date(clock),
    },
  );
  // Migrations and seed on a loaded shared machine took over a minute on PGlite.
}, 180_000);
afterAll(() => t?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const OWNER = from('198.51.100.7');
let spray = 0;
/** A fresh attacker address each call. */
const elsewhere = () => from(`203.0.${113 + Math.floor(spray / 250)}.${(spray++ % 250) + 1}`);

describe('wrong passwords for a merchant account', () => {
  it("lock the address that sent them, not the owner's right password from their usual address", async () => {
    const m = await newMerchant(t, { headers: OWNER });
    const attacker = elsewhere();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(t, m.account, `wrong-${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // That address waits the 15 minutes, even with the right password…
    const locked = await login(t, m.account, TEST_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // …and ten more from ten other addresses lock nothing of the owner's.
    for (let i = 0; i < 10; i++) expect((await login(t, m.account, `wrong-x${i}`, elsewhere())).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(t, m.account, TEST_PASSWORD, OWNER)).status).toBe(200);
  });

  it('never reach a signed-in owner changing their password or e-mail', async () => {
    const m = await newMerchant(t, { headers: OWNER });
    for (let i = 0; i < 12; i++) await login(t, m.account, `wrong-${i}`, elsewhere());
    for (let i = 0; i < 12; i++) await login(t, m.account, `wrong-${i}`, OWNER);
    const email = await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: `new-${m.email}`, password: TEST_PASSWORD },
    });
    expect(email.status).toBe(200);
    const changed = await t.call('POST', '/api/user/password', {
      token: m.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'newpass12', confirmPassword: 'newpass12' },
    });
    expect(changed.status).toBe(200);
    // A new password starts clean counters: the owner's own address, locked by its own typos, is open again.
    expect((await login(t, m.account, 'newpass12', OWNER)).status).toBe(200);
  });

  it('from many addresses, slow every other address to a few checks a minute, the first always passing', async () => {
    const m = await newMerchant(t, { headers: OWNER });
    // 50 failures from 50 addresses: 5 × the per-address 10, so 2 checks a minute elsewhere.
    for (let i = 0; i < 50; i++) expect((await login(t, m.account, `wrong-${i}`, elsewhere())).status).toBe(401);
    // The owner on a new address, with two typos: the third try waits for the next minute.
    const traveller = elsewhere();
    expect((await login(t, m.account, 'typo-1', traveller)).status).toBe(401);
    expect((await login(t, m.account, 'typo-2', traveller)).status).toBe(401);
    expect((await login(t, m.account, TEST_PASSWORD, traveller)).status).toBe(429);
    // The owner's usual address is not slowed at all.
    for (let i = 0; i < 5; i++) expect((await login(t, m.account, TEST_PASSWORD, OWNER)).status).toBe(200);
    clock += 60_000;
    expect((await login(t, m.account, TEST_PASSWORD, traveller)).status).toBe(200);
    // Signed in from there, it is a usual address now: no longer slowed.
    for (let i = 0; i < 3; i++) expect((await login(t, m.account, TEST_PASSWORD, traveller)).status).toBe(200);
  });

  it('an address the account only ever failed from is not usual: it is slowed like any other', async () => {
    const m = await newMerchant(t, { headers: OWNER });
    for (let i = 0; i < 50; i++) await login(t, m.account, `wrong-${i}`, elsewhere());
    const guesser = elsewhere();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(t, m.account, `guess-${i}`, guesser)).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
