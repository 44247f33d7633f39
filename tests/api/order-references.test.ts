import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { cartItem, checkout, newMerchant, notify, pay, sandboxEvent } from '../support/journey.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

// What the merchant reads about money (issue 18): the provider's reference as the order's
// Transaction ID, a late transfer's payment no longer "pending", and the settlement history
// naming orders by the number the merchant knows.

let t: TestApp;
let shift = 0; // ms the app's clock runs ahead of the real one
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000 }, { now: () => new Date(Date.now() + shift) });
});
afterEach(() => {
  shift = 0;
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const info = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/info', { token, body: { id } })).json.data;
const results = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/paymentresults', { token, body: { id } })).json.data;
const settlement = async (token: string) => (await t.call('GET', '/api/settlement', { token })).json.data;
const txHash = () => `0x${randomBytes(32).toString('hex')}`;

async function pendingOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  return { token, order };
}

async function usdtPayment(token: string, orderId: number) {
  const r = await pay(t, token, { orderId, method: 'usdt', network: 'TRC20' });
  expect(r.status).toBe(200);
  return r.json.data as { paymentId: string; address: string };
}

function transfer(address: string, amount: string, hash: string) {
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: new Date().toISOString(),
    data: { network: 'TRC20', address, txHash: hash, amount, confirmations: 20 },
  });
  return signEvent(t.providers.usdt!.secret, body);
}

describe('the order names the money by the provider’s reference', () => {
  it('a card payment: the charge id', async () => {
    const { token, order } = await pendingOrder();
    const p = (await pay(t, token, { orderId: order.id, method: 'sandbox' })).json.data;
    const chargeId = `ch_${randomBytes(8).toString('hex')}`;
    const r = await notify(
      t,
      'sandbox',
      sandboxEvent(t, { paymentId: p.paymentId, chargeId, amount: p.amount, currency: 'USD' }),
    );
    expect(r.status).toBe(200);
    const o = await info(token, order.id);
    expect(o.status).toBe(1);
    expect(o.transactionId).toBe(chargeId);
    expect((await results(token, order.id)).receipts[0].reference).toBe(chargeId);
  });

  it('a USDT transfer: the transaction hash', async () => {
    const { token, order } = await pendingOrder();
    const p = await usdtPayment(token, order.id);
    const hash = txHash();
    expect((await notify(t, 'usdt', transfer(p.address, order.amount, hash))).status).toBe(200);
    // TRON writes transaction ids without 0x: one spelling per network (canonicalTxHash).
    expect((await info(token, order.id)).transactionId).toBe(hash.slice(2));
  });
});

describe('a late USDT transfer settles its payment’s status', () => {
  it('the whole amount after the order timed out: succeeded, credited to the balance', async () => {
    const { token, order } = await pendingOrder();
    const p = await usdtPayment(token, order.id);
    shift = 2 * HOUR; // past the order's expiry, inside the address's watch window
    await notify(t, 'usdt', transfer(p.address, order.amount, txHash()));
    const r = await results(token, order.id);
    expect(r.status).toBe(4);
    expect(r.payments.find((x: { paymentId: string }) => x.paymentId === p.paymentId).status).toBe('succeeded');
    expect((await settlement(token)).balance).toBe(order.amount);
  });

  it('part of the amount after the order timed out: partial', async () => {
    const { token, order } = await pendingOrder();
    const p = await usdtPayment(token, order.id);
    shift = 2 * HOUR;
    await notify(t, 'usdt', transfer(p.address, '1.00', txHash()));
    const r = await results(token, order.id);
    expect(r.payments.find((x: { paymentId: string }) => x.paymentId === p.paymentId).status).toBe('partial');
  });
});

describe('settlement history', () => {
  it('names each order line by its order number, and a top-up line by none', async () => {
    const { token, order } = await pendingOrder();
    const { orderNo } = await info(token, order.id);
    const p = await usdtPayment(token, order.id);
    // A surplus: the order is paid and the rest goes to the balance, on a line for this order.
    await notify(t, 'usdt', transfer(p.address, (Number(order.amount) + 5).toFixed(2), txHash()));
    const s = await settlement(token);
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', orderId: order.id, orderNo });
    expect(orderNo).toMatch(/\S/);
    const d = await t.call('POST', '/api/settlement/deposit', { token, body: { amount: '10', network: 'TRC20' } });
    await notify(t, 'usdt', transfer(d.json.data.address, '10', txHash()));
    const after = await settlement(token);
    expect(after.history.list[0]).toMatchObject({ kind: 'deposit', orderId: null, orderNo: null });
  });
});
