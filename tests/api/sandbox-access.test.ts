import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MINUTES } from '../../src/server/orders/providers/sandboxLink.ts';
import { type Env, loadEnv, testEnv, testMoney } from '../../src/server/platform/env.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { cartItem, checkout, newMerchant, openSandboxPage, pay } from '../support/journey.ts';
import { queryRows, STARTS_AN_APP, startTestApp, type TestApp } from '../support/testApp.ts';

// Test money must not run where it was not asked for (issue 15, defect 3), and its page only
// for the merchant who started the payment, from the page itself.

const XPUB = newTestXpub(new Uint8Array(32).fill(7));

describe('where test money runs (the sandbox card and USDT test mode, one rule)', () => {
  const env = (e: Partial<Env>) => testMoney(testEnv(e)).on;
  it('on by default outside production and on the embedded database; off in production on PostgreSQL or with a USDT key', () => {
    expect(env({ NODE_ENV: 'development' })).toBe(true);
    expect(env({ NODE_ENV: 'test' })).toBe(true);
    expect(env({ NODE_ENV: 'production' })).toBe(true);
    expect(env({ NODE_ENV: 'production', USDT_XPUB: XPUB })).toBe(false);
    expect(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db/y' })).toBe(false);
    expect(env({ NODE_ENV: 'production', USDT_XPUB: XPUB, PAY_TEST_MONEY: true })).toBe(true);
    expect(env({ NODE_ENV: 'development', PAY_TEST_MONEY: false })).toBe(false);
  });

  it('the old PAY_SANDBOX name stops the process rather than being ignored', () => {
    expect(() => loadEnv({ PAY_SANDBOX: 'off' })).toThrow(/PAY_SANDBOX: renamed PAY_TEST_MONEY/);
  });

  it(
    'in production on PostgreSQL without a USDT key: no USDT, no simulated transfer, no card, the balance stays 0',
    async () => {
      const live = await startTestApp({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal/unicorn' });
      try {
        expect(live.providers.usdt).toBeNull();
        expect(live.providers.sandbox).toBeNull();
        const token = await newMerchant(live);
        const order = await checkout(live, token, (await cartItem(live, token)).id);
        const methods = (await live.call('GET', '/api/pay', { token })).json.data.map((m: { code: string }) => m.code);
        expect(methods).toEqual(['balance']);
        for (const method of ['usdt', 'sandbox']) {
          const r = await pay(live, token, { orderId: order.id, method, network: 'TRC20' });
          expect(r.status, method).toBe(409);
          expect(r.json.msg).toBe('This payment method is not available here.');
        }
        const topUp = await live.call('POST', '/api/settlement/deposit', {
          token,
          body: { network: 'TRC20', amount: '100' },
        });
        expect(topUp.status).toBe(409);
        for (const body of [{ depositId: 1 }, { paymentId: 'pay_x' }, { depositId: 1, amount: '999999999.99' }]) {
          const sim = await live.call('POST', '/api/pay/simulate', { token, body });
          expect(sim.status, JSON.stringify(body)).toBe(409);
        }
        for (const provider of ['usdt', 'sandbox']) {
          const e = signEvent('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', JSON.stringify({ type: 'transfer.confirmed' }));
          const r = await live.call('POST', `/api/pay/notify/${provider}`, { rawBody: e.body, headers: e.headers });
          expect(r.status, provider).toBe(404);
        }
        expect((await live.call('GET', '/api/settlement', { token })).json.data.balance).toBe('0.00');
        const q = queryRows(live.db);
        expect(await q('select count(*)::int as n from deposits')).toEqual([{ n: 0 }]);
        expect(await q('select count(*)::int as n from ledger')).toEqual([{ n: 0 }]);
        expect(await q('select status from orders')).toEqual([{ status: 0 }]);
      } finally {
        await live.close();
      }
    },
    STARTS_AN_APP,
  );

  it(
    'in production with a real USDT key: no card method, no page, no events, no free site',
    async () => {
      const live = await startTestApp({ NODE_ENV: 'production', USDT_XPUB: XPUB });
      try {
        const token = await newMerchant(live);
        const order = await checkout(live, token, (await cartItem(live, token)).id);
        const methods = (await live.call('GET', '/api/pay', { token })).json.data.map((m: { code: string }) => m.code);
        expect(methods).toEqual(['usdt', 'balance']);
        const card = await pay(live, token, { orderId: order.id, method: 'sandbox' });
        expect(card.status).toBe(409);
        expect(card.json.msg).toBe('This payment method is not available here.');
        expect((await live.call('GET', '/pay/sandbox/pay_x')).status).toBe(404);
        const body = JSON.stringify({
          type: 'payment.succeeded',
          data: { paymentId: 'pay_x', amount: '1', currency: 'USD' },
        });
        const e = signEvent('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body);
        expect(
          (await live.call('POST', '/api/pay/notify/sandbox', { rawBody: e.body, headers: e.headers })).status,
        ).toBe(404);
        expect((await live.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data.status).toBe(
          0,
        );
      } finally {
        await live.close();
      }
    },
    STARTS_AN_APP,
  );
});

describe('the card page', () => {
  let t: TestApp;
  /** How far the app's clock runs ahead of the machine's (the link's lifetime is tested by moving it). */
  let ahead = 0;
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => new Date(Date.now() + ahead) });
  });
  afterEach(() => {
    ahead = 0;
  });
  afterAll(() => t?.close());

  async function started() {
    const token = await newMerchant(t);
    const order = await checkout(t, token, (await cartItem(t, token)).id);
    const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
    const status = async () => (await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data;
    return { p, status };
  }

  it('opens only through the signed link, once; a guessed or reused link shows nothing to pay', async () => {
    const { p } = await started();
    const bare = await t.call('GET', `/pay/sandbox/${p.paymentId}`);
    expect(bare.status).toBe(403);
    expect(bare.text).not.toContain('>Pay<');
    const forged = await t.call('GET', `/pay/sandbox/${p.paymentId}?t=9999999999.abc.def`);
    expect(forged.status).toBe(403);
    const first = await openSandboxPage(t, p.payUrl);
    expect(first.page.status).toBe(200);
    expect(first.cookie).toMatch(/^sbx_/);
    expect(first.page.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(first.page.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    // The same link in another browser (no cookie) does not open again; with the cookie it reloads.
    expect((await t.call('GET', p.payUrl)).status).toBe(403);
    expect((await t.call('GET', p.payUrl, { headers: { cookie: first.cookie } })).status).toBe(200);
  });

  it(`its link works for ${LINK_MINUTES} minutes, then shows nothing to pay`, async () => {
    const { p } = await started();
    ahead = (LINK_MINUTES * 60 + 1) * 1000;
    const late = await t.call('GET', p.payUrl);
    expect(late.status).toBe(403);
    expect(late.text).not.toContain('>Pay<');
    // A fresh link, opened just inside its lifetime, opens.
    ahead = 0;
    const { p: fresh } = await started();
    ahead = (LINK_MINUTES * 60 - 5) * 1000;
    expect((await openSandboxPage(t, fresh.payUrl)).page.status).toBe(200);
  });

  it('refuses posts from another site or without the page cookie, and moves no money', async () => {
    const { p, status } = await started();
    const { post } = await openSandboxPage(t, p.payUrl);
    expect((await post('pay', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('pay', { origin: 'https://evil.example', 'sec-fetch-site': '' })).status).toBe(403);
    expect((await post('pay', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('pay', { origin: 'null' })).status).toBe(403);
    const noCookie = await post('pay', { cookie: '' });
    expect(noCookie.status).toBe(303);
    expect(noCookie.headers.get('location')).toContain(`/pay/sandbox/${p.paymentId}`);
    expect(await status()).toMatchObject({ status: 0, disbursements: '0.00' });
    expect((await post('pay')).status).toBe(303);
    expect((await status()).status).toBe(1);
  });
});
