import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAddress } from '../../src/server/orders/providers/addresses.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { STARTS_AN_APP, startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItem, checkout, newMerchant, notify, openSandboxPage, pay, sandboxEvent } from '../support/journey.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const results = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/paymentresults', { token, body: { id } })).json.data;
const settlement = async (token: string) => (await t.call('GET', '/api/settlement', { token })).json.data;

async function pendingOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  return { token, order };
}

async function sandboxPayment(token: string, orderId: number) {
  const r = await pay(t, token, { orderId, method: 'sandbox' });
  expect(r.status).toBe(200);
  return r.json.data as { paymentId: string; amount: string; payUrl: string };
}

describe('payment methods', () => {
  it('lists USDT (TRC20, ERC20), the sandbox card and the settlement balance', async () => {
    const token = await newMerchant(t);
    const r = await t.call('GET', '/api/pay', { token });
    expect(r.status).toBe(200);
    expect(r.json.data.map((m: { code: string }) => m.code)).toEqual(['usdt', 'sandbox', 'balance']);
    expect(r.json.data[0].networks).toEqual(['TRC20', 'ERC20']);
    expect(r.json.data[2].balance).toBe('0.00');
  });
});

describe('unified-ordering', () => {
  it('returns the same payment for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const { token, order } = await pendingOrder();
    const key = randomUUID();
    const a = await pay(t, token, { orderId: order.id, method: 'sandbox' }, key);
    const b = await pay(t, token, { orderId: order.id, method: 'sandbox' }, key);
    expect(a.status).toBe(200);
    expect(b.json.data.paymentId).toBe(a.json.data.paymentId);
    const c = await pay(t, token, { orderId: order.id, method: 'usdt', network: 'TRC20' }, key);
    expect(c.status).toBe(409);
    expect(c.json.error).toBe('conflict');
    // A new key is a new attempt: a pending order may have several.
    const d = await pay(t, token, { orderId: order.id, method: 'sandbox' });
    expect(d.json.data.paymentId).not.toBe(a.json.data.paymentId);
  });

  it('gives every USDT payment a fresh address: base58check T… for TRC20, EIP-55 0x… for ERC20', async () => {
    const { token, order } = await pendingOrder();
    const trc = (await pay(t, token, { orderId: order.id, method: 'usdt', network: 'TRC20' })).json.data;
    const erc = (await pay(t, token, { orderId: order.id, method: 'usdt', network: 'ERC20' })).json.data;
    const trc2 = (await pay(t, token, { orderId: order.id, method: 'usdt', network: 'TRC20' })).json.data;
    expect(trc.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(erc.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(erc.address).not.toBe(erc.address.toLowerCase());
    expect(trc2.address).not.toBe(trc.address);
    expect(trc).toMatchObject({ testMode: true, currency: 'USDT', amount: order.amount });
    const missing = await pay(t, token, { orderId: order.id, method: 'usdt' });
    expect(missing.status).toBe(400);
  });
});

describe('payment events', () => {
  it('refuses forged, stale and tampered events with 400 signature_invalid and changes nothing', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    const good = sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' });
    const forged = signEvent(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`, good.body);
    const stale = sandboxEvent(
      t,
      { paymentId: p.paymentId, amount: p.amount, currency: 'USD' },
      { at: new Date(Date.now() - 6 * 60_000) },
    );
    const tampered = { headers: good.headers, body: good.body.replace(p.amount, '99999.00') };
    const unsigned = {
      headers: { 'webhook-id': 'evt_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) },
      body: good.body,
    };
    for (const e of [forged, stale, tampered, unsigned]) {
      const r = await notify(t, 'sandbox', e as never);
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('signature_invalid');
    }
    // The sandbox secret does not open the USDT endpoint either.
    expect((await notify(t, 'usdt', good)).status).toBe(400);
    expect((await notify(t, 'nope', good)).status).toBe(404);
    expect((await results(token, order.id)).status).toBe(0);
    expect((await results(token, order.id)).paid).toBe('0.00');
  });

  it('applies a full payment once: status 1, a provisioning job, then a live site and status 2', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    const e = sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' });
    const first = await notify(t, 'sandbox', e);
    expect(first.json.data).toEqual({ received: true, duplicate: false });
    const dup = await notify(t, 'sandbox', e);
    expect(dup.status).toBe(200);
    expect(dup.json.data).toEqual({ received: true, duplicate: true });
    const paid = await results(token, order.id);
    expect(paid).toMatchObject({ status: 1, paid: order.amount, remaining: '0.00' });
    await t.jobs.drain();
    const done = await results(token, order.id);
    expect(done.status).toBe(2);
    expect(done.site).toMatchObject({ status: 'live', account: 'ops1234' });
    expect(done.site.domain).toMatch(/^http:\/\/sites\.test\/s\/lucky-[a-z0-9-]+\/$/);
    const sites = (await t.call('GET', '/api/site', { token })).json.data;
    expect(sites.total).toBe(1);
    expect(sites.list[0]).toMatchObject({ orderId: order.id, status: 'live', siteName: order.siteName });
    // Running the job again changes nothing: still one site.
    await t.jobs.drain();
    expect((await t.call('GET', '/api/site', { token })).json.data.total).toBe(1);
  });

  it('keeps a partial payment pending with a lower remaining, completes with the rest, credits a surplus', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    // Two charges of one payment: each names its own charge id (without one, a payment is one charge).
    await notify(
      t,
      'sandbox',
      sandboxEvent(t, { paymentId: p.paymentId, chargeId: `ch_${randomUUID()}`, amount: '100.00', currency: 'USD' }),
    );
    const part = await results(token, order.id);
    expect(part.status).toBe(0);
    expect(part.paid).toBe('100.00');
    const due = Number(order.amount) - 100;
    await notify(
      t,
      'sandbox',
      sandboxEvent(t, {
        paymentId: p.paymentId,
        chargeId: `ch_${randomUUID()}`,
        amount: (due + 5).toFixed(2),
        currency: 'USD',
      }),
    );
    const full = await results(token, order.id);
    expect(full).toMatchObject({ status: 1, paid: order.amount, remaining: '0.00' });
    const s = await settlement(token);
    expect(s.balance).toBe('5.00');
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', amount: '5.00', orderId: order.id, reason: 'surplus' });
  });

  it('credits money for a cancelled order to the balance instead of dropping it', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    await t.call('POST', '/api/order/edit', { token, body: { id: order.id, status: 5 } });
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
    expect((await results(token, order.id)).status).toBe(5);
    const s = await settlement(token);
    expect(s.balance).toBe(p.amount);
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', reason: 'late', orderId: order.id });
  });

  it('leaves the order pending after a failed payment and says why', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    const r = await notify(
      t,
      'sandbox',
      sandboxEvent(t, { paymentId: p.paymentId, reason: 'card_declined' }, { type: 'payment.failed' }),
    );
    expect(r.status).toBe(200);
    const after = await results(token, order.id);
    expect(after.status).toBe(0);
    expect(after.payments[0]).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
  });

  it('stores an event that matches nothing for review and answers 200', async () => {
    const r = await notify(
      t,
      'sandbox',
      sandboxEvent(t, { paymentId: 'pay_unknown', amount: '1.00', currency: 'USD' }),
    );
    expect(r.status).toBe(200);
    expect(r.json.data.duplicate).toBe(false);
  });
});

describe('the sandbox hosted page', () => {
  it('shows the amount and Pay / Pay part / Fail; Pay part then Pay completes the order and returns to Created', async () => {
    const { token, order } = await pendingOrder();
    const p = await sandboxPayment(token, order.id);
    const { page, post } = await openSandboxPage(t, p.payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    for (const label of ['>Pay<', '>Pay part<', '>Fail<']) expect(page.text).toContain(label);
    const part = await post('part');
    expect(part.status).toBe(303);
    expect(part.headers.get('location')).toBe(`/created?orderId=${order.id}`);
    expect((await results(token, order.id)).paid).not.toBe('0.00');
    expect((await results(token, order.id)).status).toBe(0);
    await post('pay');
    expect((await results(token, order.id)).status).toBe(1);
  });
});

describe('USDT test mode', () => {
  it('simulates a transfer to a payment address through the signed endpoint', async () => {
    const { token, order } = await pendingOrder();
    const p = (await pay(t, token, { orderId: order.id, method: 'usdt', network: 'ERC20' })).json.data;
    const r = await t.call('POST', '/api/pay/simulate', { token, body: { paymentId: p.paymentId } });
    expect(r.status).toBe(200);
    expect((await results(token, order.id)).status).toBe(1);
    // Another merchant cannot simulate for it.
    const other = await newMerchant(t);
    expect((await t.call('POST', '/api/pay/simulate', { token: other, body: { paymentId: p.paymentId } })).status).toBe(
      404,
    );
  });
});

describe('settlement balance', () => {
  it('tops up over USDT at a fresh address, then pays an order from the balance, never below zero', async () => {
    const { token, order } = await pendingOrder();
    const poor = await pay(t, token, { orderId: order.id, method: 'balance' });
    expect(poor.status).toBe(409);
    expect(poor.json.error).toBe('insufficient_balance');
    const dep = (await t.call('POST', '/api/settlement/deposit', { token, body: { amount: '5000', network: 'TRC20' } }))
      .json.data;
    expect(dep).toMatchObject({ amount: '5000.00', network: 'TRC20', testMode: true });
    expect((await settlement(token)).pendingSettlement).toBe('5000.00');
    await t.call('POST', '/api/pay/simulate', { token, body: { depositId: dep.depositId } });
    expect((await settlement(token)).balance).toBe('5000.00');
    const paid = await pay(t, token, { orderId: order.id, method: 'balance' });
    expect(paid.status).toBe(200);
    expect((await results(token, order.id)).status).toBe(1);
    const s = await settlement(token);
    expect(s.balance).toBe((5000 - Number(order.amount)).toFixed(2));
    expect(s.history.list[0]).toMatchObject({ kind: 'order_payment', amount: `-${order.amount}`, orderId: order.id });
  });

  it("lists the open top-ups that make up the pending figure, with their address, and only the merchant's own", async () => {
    const token = await newMerchant(t);
    const other = await newMerchant(t);
    const start = async (tok: string, amount: string, network: string) =>
      (await t.call('POST', '/api/settlement/deposit', { token: tok, body: { amount, network } })).json.data;
    const first = await start(token, '10', 'TRC20');
    const second = await start(token, '25.50', 'ERC20');
    await start(other, '99', 'TRC20');
    let s = await settlement(token);
    expect(s.pendingSettlement).toBe('35.50');
    // Newest first, each exactly as the address screen first showed it.
    expect(s.openTopUps).toEqual([second, first]);
    // Paid: no longer open, no longer pending.
    await t.call('POST', '/api/pay/simulate', { token, body: { depositId: first.depositId } });
    s = await settlement(token);
    expect(s.openTopUps).toEqual([second]);
    expect(s.pendingSettlement).toBe('25.50');
    expect((await settlement(other)).openTopUps.map((d: { amount: string }) => d.amount)).toEqual(['99.00']);
  });

  it('refuses bad top-up amounts and networks', async () => {
    const token = await newMerchant(t);
    for (const body of [
      { amount: '0', network: 'TRC20' },
      { amount: '1.234', network: 'ERC20' },
      { amount: '10', network: 'BTC' },
    ]) {
      expect((await t.call('POST', '/api/settlement/deposit', { token, body })).status).toBe(400);
    }
  });

  it('names the top-up limits and examples from the rule, written the request language’s way', async () => {
    const token = await newMerchant(t);
    const issue = async (amount: string, lang: string) =>
      (await t.call('POST', '/api/settlement/deposit', { token, lang, body: { amount, network: 'TRC20' } })).json
        .issues[0].message;
    expect(await issue('2000000', 'en')).toBe('The amount must be from 1 to 1,000,000 USDT');
    expect(await issue('2000000', 'es')).toBe('Las recargas van de 1 a 1.000.000 USDT');
    expect(await issue('0.5', 'ru')).toBe('Сумма пополнения — от 1 до 1\u00a0000\u00a0000 USDT');
    // The API's own notation in its examples: a caller must send a point.
    expect(await issue('1.234', 'en')).toBe('Enter an amount such as 500 or 500.50');
    expect(await issue('abc', 'es')).toBe('Ingrese un importe, por ejemplo 500 o 500.50');
  });
});

describe('USDT with a configured xpub', () => {
  it(
    'is not in test mode, derives from that key, and refuses simulated transfers',
    async () => {
      const xpub =
        'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
      const live = await startTestApp({ USDT_XPUB: xpub });
      try {
        const token = await newMerchant(live);
        const order = await checkout(live, token, (await cartItem(live, token)).id);
        const methods = (await live.call('GET', '/api/pay', { token })).json.data;
        expect(methods[0]).toMatchObject({ code: 'usdt', testMode: false });
        const p = (await pay(live, token, { orderId: order.id, method: 'usdt', network: 'ERC20' })).json.data;
        expect(p.testMode).toBe(false);
        expect(p.address).toBe(deriveAddress(xpub, 1, 'ERC20'));
        const sim = await live.call('POST', '/api/pay/simulate', { token, body: { paymentId: p.paymentId } });
        expect(sim.status).toBe(409);
        expect(sim.json.error).toBe('conflict');
        expect(
          (await live.call('POST', '/api/order/paymentresults', { token, body: { id: order.id } })).json.data.status,
        ).toBe(0);
      } finally {
        await live.close();
      }
    },
    STARTS_AN_APP,
  );
});
