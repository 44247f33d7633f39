import { describe, expect, it } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { newMerchant, notify, sandboxEvent } from '../support/journey.ts';
import {
  t,
  rows,
  results,
  settlement,
  pendingOrder,
  start,
  transfer,
  deposit,
  reviewed,
  startMoneyApp,
} from '../support/moneyApp.ts';

// Money you can trust (issue 15), which signed events apply: one in another currency or naming
// another method's payment is held for review; signatures are checked on the raw bytes.
// On PGlite and on PostgreSQL; the money invariants are checked after every test.

startMoneyApp();

describe('6. money in another currency is never applied as this one', () => {
  it('1199.00 VND for a USD payment is held for review', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const e = sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'VND' });
    expect((await notify(t, 'sandbox', e)).status).toBe(200);
    expect(await reviewed(e.headers['webhook-id'])).toEqual({ provider: 'sandbox', reason: 'currency_mismatch' });
    expect(await results(token, order.id)).toMatchObject({ status: 0, paid: '0.00' });
    expect((await settlement(token)).balance).toBe('0.00');
  });

  it('an event of one provider naming a payment of another method is held for review', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'usdt');
    const e = sandboxEvent(t, { paymentId: p.paymentId, amount: order.amount, currency: 'USD' });
    await notify(t, 'sandbox', e);
    expect(await reviewed(e.headers['webhook-id'])).toEqual({ provider: 'sandbox', reason: 'method_mismatch' });
    expect((await results(token, order.id)).paid).toBe('0.00');
  });

  it('a card failure naming a USDT payment is held for review and leaves the payment pending', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'usdt');
    const e = sandboxEvent(t, { paymentId: p.paymentId, reason: 'declined' }, { type: 'payment.failed' });
    expect((await notify(t, 'sandbox', e)).status).toBe(200);
    expect(await reviewed(e.headers['webhook-id'])).toEqual({ provider: 'sandbox', reason: 'method_mismatch' });
    expect(await rows(`select status from payments where id = '${p.paymentId}'`)).toEqual([{ status: 'pending' }]);
    // The USDT payment still takes its money.
    await notify(t, 'usdt', transfer(p.address!, order.amount));
    expect(await results(token, order.id)).toMatchObject({ status: 1, paid: order.amount });
  });

  it('a card failure for an unknown payment is held for review; after success it changes nothing', async () => {
    const unknown = sandboxEvent(t, { paymentId: 'pay_nobody', reason: 'declined' }, { type: 'payment.failed' });
    await notify(t, 'sandbox', unknown);
    expect(await reviewed(unknown.headers['webhook-id'])).toEqual({ provider: 'sandbox', reason: 'unmatched' });
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, reason: 'late' }, { type: 'payment.failed' }));
    expect(await rows(`select status from payments where id = '${p.paymentId}'`)).toEqual([{ status: 'succeeded' }]);
    expect(await results(token, order.id)).toMatchObject({ status: 1, paid: order.amount });
  });
});

describe('signatures and top-ups', () => {
  it('verifies the raw bytes: JSON with other whitespace and key order is applied', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const body = `{ "data" : {"currency":"USD",\n  "amount": "${p.amount}", "paymentId":"${p.paymentId}" },\n "type":"payment.succeeded" }`;
    const e = signEvent(t.providers.sandbox!.secret, body);
    expect((await notify(t, 'sandbox', e)).status).toBe(200);
    expect((await results(token, order.id)).status).toBe(1);
    const tampered = signEvent(t.providers.sandbox!.secret, body);
    expect((await notify(t, 'sandbox', { ...tampered, body: body.replace(' "type"', '"type"') })).status).toBe(400);
  });

  it('a top-up credits what was received, not what was asked for', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token, '500');
    await notify(t, 'usdt', transfer(d.address, '512.34'));
    expect((await settlement(token)).balance).toBe('512.34');
  });
});
