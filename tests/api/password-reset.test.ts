// Forgotten password (issue 27): the same answer for every address, a single-use link that only
// resets its own account, ends every session, and tells the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { login, newMerchant, uniqueAccount } from '../support/users.ts';
import { mailsTo } from '../support/mailbox.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';

let t: TestApp;
let clock = new Date('2026-11-29T10:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000, RATE_LIMIT_LOGIN_IP: 1000 }, { now: () => clock });
});
afterAll(() => t?.close());

const forgot = (email: string, lang = 'en') => t.call('POST', '/api/login/forgot-password', { body: { email }, lang });
const reset = (token: string, password: string) =>
  t.call('POST', '/api/login/reset-password', { body: { token, password, confirmPassword: password } });
/** The link's secret from the newest reset mail to an address (after the job ran). */
const mailedToken = async (email: string) => {
  await t.jobs.drain();
  const mails = await mailsTo(t.db, email, 'password_reset');
  return mails.at(-1)?.data['token'] as string | undefined;
};

describe('forgotten password', () => {
  it('answers an unknown address exactly as a known one, and mails only the account', async () => {
    const m = await newMerchant(t);
    const unknown = `${uniqueAccount('nobody')}@example.com`;
    const [a, b] = [await forgot(m.email), await forgot(unknown)];
    expect(a.status).toBe(200);
    expect({ status: b.status, json: b.json }).toEqual({ status: a.status, json: a.json });
    await t.jobs.drain();
    expect(await mailsTo(t.db, unknown)).toHaveLength(0);
    // Behind the answer too, an unknown address is an ordinary outcome: both jobs done at the first run, no error.
    const jobs = rowsOf<{ attempts: number; done: boolean; last_error: string | null }>(
      await t.db.execute(
        sql`select attempts, done_at is not null as done, last_error from jobs where kind = 'password_reset' and payload->>'email' in (${m.email}, ${unknown})`,
      ),
    );
    expect(jobs).toEqual([
      { attempts: 1, done: true, last_error: null },
      { attempts: 1, done: true, last_error: null },
    ]);
    const [mail] = await mailsTo(t.db, m.email, 'password_reset');
    expect(mail!.data).toMatchObject({ expiresMinutes: 30 });
    expect(mail!.data['token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets the new password once, ends every session, and tells the owner', async () => {
    const m = await newMerchant(t);
    await forgot(m.email.toUpperCase());
    const token = (await mailedToken(m.email))!;
    const r = await reset(token, 'brand-new-9');
    expect(r.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: m.token })).status).toBe(401);
    expect((await login(t, m.account, m.password)).status).toBe(401);
    expect((await login(t, m.account, 'brand-new-9')).status).toBe(200);
    expect(await mailsTo(t.db, m.email, 'password_changed')).toHaveLength(1);
    const twice = await reset(token, 'other-pass-9');
    expect(twice.status).toBe(400);
    expect(twice.json.msg).toMatch(/not valid any more/);
    expect((await login(t, m.account, 'brand-new-9')).status).toBe(200);
  });

  it("resets only the link's own account", async () => {
    const a = await newMerchant(t);
    const b = await newMerchant(t);
    await forgot(a.email);
    await reset((await mailedToken(a.email))!, 'only-for-a-1');
    expect((await login(t, b.account, b.password)).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: b.token })).status).toBe(200);
  });

  it('refuses a link after 30 minutes, and an older link once a newer one is mailed', async () => {
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const m = await newMerchant(t);
    await forgot(m.email);
    const first = (await mailedToken(m.email))!;
    await forgot(m.email);
    const second = (await mailedToken(m.email))!;
    expect(second).not.toBe(first);
    expect((await reset(first, 'newer-wins-1')).status).toBe(400);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await reset(second, 'too-late-12')).status).toBe(400);
    expect((await login(t, m.account, m.password)).status).toBe(200);
  });

  it('limits requests per address with the same answer whether an account has it or not', async () => {
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const m = await newMerchant(t);
    const unknown = `${uniqueAccount('none')}@example.com`;
    for (const email of [m.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      const fourth = await forgot(email);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('answers bad input with a localized 400 and changes nothing', async () => {
    const m = await newMerchant(t);
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const r = await t.call('POST', '/api/login/forgot-password', { body, lang: 'ar' });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('validation_failed');
    }
    for (const token of ['', 'short', 'x'.repeat(43), `${'a'.repeat(42)}!`]) {
      const r = await reset(token, 'whatever-12');
      expect(r.status).toBe(400);
    }
    const mismatch = await t.call('POST', '/api/login/reset-password', {
      body: { token: 'a'.repeat(43), password: 'one-pass-12', confirmPassword: 'two-pass-12' },
    });
    expect(mismatch.status).toBe(400);
    expect((await login(t, m.account, m.password)).status).toBe(200);
  });
});
