// Proving an address with a mailed 6-digit code: at registration and for an e-mail change
// (issue 27). The code is read from the outbox row the registration wrote in its transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { newMerchant, TEST_PASSWORD, uniqueAccount } from '../support/users.ts';
import { lastCode, mailsTo } from '../support/mailbox.ts';
import { cartItem, checkout } from '../support/journey.ts';

let t: TestApp;
let clock = new Date('2026-11-29T10:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000, RATE_LIMIT_LOGIN_IP: 1000 }, { now: () => clock });
});
afterAll(() => t?.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const verify = (token: string, pin: string) => t.call('POST', '/api/user/verify-email', { token, body: { pin } });
const info = async (token: string) => (await t.call('GET', '/api/user/info', { token })).json.data;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration', () => {
  it('mails a code in the registering language; the code proves the address once', async () => {
    const account = uniqueAccount('ver');
    const m = await newMerchant(t, { verified: false, account, headers: { 'accept-language': 'vi' } });
    expect(await info(m.token)).toMatchObject({ emailVerified: false, pendingEmail: null, locale: 'vi' });
    const [mail] = await mailsTo(t.db, m.email, 'verify_email');
    expect(mail).toMatchObject({ locale: 'vi', data: { purpose: 'register', expiresMinutes: 15 } });
    expect(mail!.data['code']).toMatch(/^\d{6}$/);

    const ok = await verify(
      m.token,
      ` ${String(mail!.data['code']).slice(0, 3)} ${String(mail!.data['code']).slice(3)} `,
    );
    expect(ok.status).toBe(200);
    expect(ok.json.data.emailVerified).toBe(true);
    const again = await verify(m.token, String(mail!.data['code']));
    expect(again.status).toBe(400);
    expect(again.json.issues[0]).toMatchObject({ path: 'pin' });
  });

  it('counts wrong codes: five and the code is dead, even the right one; a new code works', async () => {
    const m = await newMerchant(t, { verified: false });
    const code = await lastCode(t.db, m.email);
    for (let left = 4; left >= 1; left--) {
      const r = await verify(m.token, wrong(code));
      expect(r.status).toBe(400);
      expect(r.json.msg).toBe(`That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    expect((await verify(m.token, wrong(code))).json.msg).toMatch(/Too many wrong codes/);
    expect((await verify(m.token, code)).json.msg).toMatch(/Too many wrong codes/);
    expect((await info(m.token)).emailVerified).toBe(false);

    expect((await t.call('POST', '/api/user/verify-email/resend', { token: m.token })).status).toBe(200);
    const fresh = await lastCode(t.db, m.email);
    expect((await verify(m.token, fresh)).status).toBe(200);
  });

  it('refuses a code after 15 minutes, and a resend sooner than a minute', async () => {
    const m = await newMerchant(t, { verified: false });
    const code = await lastCode(t.db, m.email);
    later(16);
    const r = await verify(m.token, code);
    expect(r.status).toBe(400);
    expect(r.json.msg).toMatch(/expired/);
    expect((await t.call('POST', '/api/user/verify-email/resend', { token: m.token })).status).toBe(200);
    const tooSoon = await t.call('POST', '/api/user/verify-email/resend', { token: m.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBeTruthy();
    // The first code was replaced: only the newest one works.
    expect((await verify(m.token, code)).status).toBe(400);
    expect((await verify(m.token, await lastCode(t.db, m.email))).status).toBe(200);
    expect((await t.call('POST', '/api/user/verify-email/resend', { token: m.token })).status).toBe(409);
  });

  it("never lets one account's code prove another's address", async () => {
    const a = await newMerchant(t, { verified: false });
    const b = await newMerchant(t, { verified: false });
    const r = await verify(b.token, await lastCode(t.db, a.email));
    expect(r.status).toBe(400);
    expect((await info(b.token)).emailVerified).toBe(false);
    expect((await info(a.token)).emailVerified).toBe(false);
  });

  it('answers bad input with a localized 400 and changes nothing', async () => {
    const m = await newMerchant(t, { verified: false });
    for (const pin of ['', '12345', '1234567', 'abcdef', 123456, null]) {
      const r = await t.call('POST', '/api/user/verify-email', {
        token: m.token,
        body: { pin },
        lang: 'ar',
      });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('validation_failed');
    }
    expect(await mailsTo(t.db, m.email, 'verify_email')).toHaveLength(1);
  });
});

describe('changing the address', () => {
  it('mails a code to the new address, keeps the old one until it is typed, then tells the old one', async () => {
    later(120);
    const m = await newMerchant(t, { verified: false });
    const next = `${uniqueAccount('new')}@example.org`;
    const wrongPassword = await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: next, password: 'not-it-123' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(await mailsTo(t.db, next)).toHaveLength(0);

    const asked = await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: next, password: TEST_PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.json.data).toMatchObject({ email: m.email, pendingEmail: next });
    const code = await lastCode(t.db, next);
    expect((await mailsTo(t.db, next, 'verify_email'))[0]!.data['purpose']).toBe('change');

    // The spec's PIN field confirms it, with the password again.
    const done = await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: next, password: TEST_PASSWORD, pin: code, pin2: 'ignored' },
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
    const [notice] = await mailsTo(t.db, m.email, 'email_changed');
    expect(notice!.data['newEmailMasked']).toBe(`n***@example.org`);
    expect(JSON.stringify(notice!.data)).not.toContain(next);
  });

  it('drops a pending change on "keep my current address": the mailed code stops working, the address stays', async () => {
    later(120);
    const m = await newMerchant(t);
    const next = `${uniqueAccount('keep')}@example.org`;
    const asked = await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: next, password: TEST_PASSWORD },
    });
    expect(asked.json.data).toMatchObject({ pendingEmail: next });
    const code = await lastCode(t.db, next);

    const kept = await t.call('POST', '/api/user/alter-email/cancel', { token: m.token, lang: 'es' });
    expect(kept.status).toBe(200);
    expect(kept.json.msg).toBe('Cambio cancelado: su dirección de correo sigue siendo la misma');
    expect(kept.json.data).toMatchObject({ email: m.email, pendingEmail: null, emailVerified: true });
    const late = await verify(m.token, code);
    expect(late.status).toBe(400);
    expect(late.json.issues[0].path).toBe('pin');
    expect(await info(m.token)).toMatchObject({ email: m.email, pendingEmail: null, emailVerified: true });
    // Nothing pending is not an error (a second tab dropped it first); a guest is refused.
    expect((await t.call('POST', '/api/user/alter-email/cancel', { token: m.token })).status).toBe(200);
    expect((await t.call('POST', '/api/user/alter-email/cancel')).status).toBe(401);
  });

  it('refuses the change when another account took the address while the code travelled', async () => {
    later(120);
    const m = await newMerchant(t, { verified: false });
    const next = `${uniqueAccount('race')}@example.org`;
    await t.call('POST', '/api/user/alter-email', {
      token: m.token,
      body: { newEmail: next, password: TEST_PASSWORD },
    });
    const code = await lastCode(t.db, next);
    await newMerchant(t, { verified: false, body: { email: next } });
    const r = await verify(m.token, code);
    expect(r.status).toBe(409);
    expect((await info(m.token)).email).toBe(m.email);
  });
});

describe('paying', () => {
  it('needs a proved address: refused with a localized reason and nothing recorded, then paid once proved', async () => {
    const m = await newMerchant(t, { verified: false });
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    const refused = await t.call('POST', '/api/pay/unified-ordering', {
      token: m.token,
      body: { orderId: order.id, method: 'sandbox' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 1, error: 'conflict', data: null });
    expect(refused.json.msg).toMatch(/correo/);
    const payments = await t.call('POST', '/api/order/paymentresults', { token: m.token, body: { id: order.id } });
    expect(payments.json.data.payments).toEqual([]);

    expect((await verify(m.token, await lastCode(t.db, m.email))).status).toBe(200);
    const paid = await t.call('POST', '/api/pay/unified-ordering', {
      token: m.token,
      body: { orderId: order.id, method: 'sandbox' },
    });
    expect(paid.status).toBe(200);
    expect(paid.json.data.payUrl).toBeTruthy();
  });
});
