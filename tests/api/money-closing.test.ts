import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { templates } from '../../src/server/db/schema/index.ts';
import { sweepExpired } from '../../src/server/worker/runner.ts';
import { newMerchant, notify, pay, sandboxEvent } from '../support/journey.ts';
import {
  t,
  shift,
  shiftClock,
  rows,
  results,
  settlement,
  charge,
  pendingOrder,
  start,
  transfer,
  deposit,
  startMoneyApp,
} from '../support/moneyApp.ts';
import { assertMoneyInvariants } from '../support/moneyInvariants.ts';
import { queryRows } from '../support/testApp.ts';

// Money you can trust (issue 15), when an order closes: money paid on it, late money, a payment
// racing the expiry sweep, each credited once to the balance.
// On PGlite and on PostgreSQL; the money invariants are checked after every test.

startMoneyApp();

const HOUR = 3_600_000;

describe('1. money paid on an order that then closes goes to the balance', () => {
  async function partlyPaid() {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const e = sandboxEvent(t, { paymentId: p.paymentId, chargeId: charge(), amount: '100.00', currency: 'USD' });
    expect((await notify(t, 'sandbox', e)).status).toBe(200);
    expect((await results(token, order.id)).paid).toBe('100.00');
    return { token, order };
  }
  async function expectCredited(token: string, orderId: number, status: number) {
    const r = await results(token, orderId);
    expect(r).toMatchObject({ status, paid: '100.00', credited: '100.00' });
    expect(r.receipts).toEqual([expect.objectContaining({ amount: '100.00', toOrder: '100.00', toBalance: '0.00' })]);
    const s = await settlement(token);
    expect(s.balance).toBe('100.00');
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', amount: '100.00', orderId, reason: 'closed' });
  }

  it('on cancel', async () => {
    const { token, order } = await partlyPaid();
    expect((await t.call('POST', '/api/order/edit', { token, body: { id: order.id, status: 5 } })).status).toBe(200);
    await expectCredited(token, order.id, 5);
  });

  it('on timeout, by the sweep', async () => {
    const { token, order } = await partlyPaid();
    shiftClock(31 * 60_000);
    expect(await sweepExpired(t.db, new Date(Date.now() + shift))).toBeGreaterThan(0);
    await expectCredited(token, order.id, 4);
  });

  it('when its template is withdrawn', async () => {
    const { token, order } = await partlyPaid();
    const detail = (await t.call('POST', '/api/order/info', { token, body: { id: order.id } })).json.data;
    await t.db.update(templates).set({ active: false }).where(eq(templates.id, detail.template.id));
    try {
      expect((await pay(t, token, { orderId: order.id, method: 'sandbox' })).status).toBe(409);
    } finally {
      await t.db.update(templates).set({ active: true }).where(eq(templates.id, detail.template.id));
    }
    await expectCredited(token, order.id, 3);
  });
});

describe('8. late money is credited, never unmatched', () => {
  it('a transfer after the payment address watch window', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'usdt');
    shiftClock(26 * HOUR);
    expect((await notify(t, 'usdt', transfer(p.address!, order.amount))).status).toBe(200);
    const r = await results(token, order.id);
    expect(r).toMatchObject({ status: 4, paid: '0.00' });
    expect(r.receipts[0]).toMatchObject({ toOrder: '0.00', toBalance: order.amount });
    const s = await settlement(token);
    expect(s).toMatchObject({ balance: order.amount });
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', reason: 'late', orderId: order.id });
  });

  it('a transfer after a top-up address watch window', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token, '600');
    shiftClock(30 * HOUR);
    await notify(t, 'usdt', transfer(d.address, '600'));
    expect((await settlement(token)).balance).toBe('600.00');
  });

  it('money for an order past expiresAt but not yet swept: timed out, credited; and no payment starts for it', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    shiftClock(31 * 60_000);
    const again = await pay(t, token, { orderId: order.id, method: 'usdt', network: 'TRC20' });
    expect(again.status).toBe(409);
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
    expect(await results(token, order.id)).toMatchObject({ status: 4, paid: '0.00' });
    expect((await settlement(token)).balance).toBe(p.amount);
  });
});

describe('a payment racing the expiry sweep', () => {
  it('closes the order once and credits its money once, whichever wins', async () => {
    for (let i = 0; i < 6; i++) {
      const { token, order } = await pendingOrder();
      const p = await start(token, order.id, 'sandbox');
      await notify(
        t,
        'sandbox',
        sandboxEvent(t, { paymentId: p.paymentId, chargeId: charge(), amount: '10.00', currency: 'USD' }),
      );
      shiftClock(31 * 60_000);
      const late = sandboxEvent(t, { paymentId: p.paymentId, chargeId: charge(), amount: '20.00', currency: 'USD' });
      await Promise.all([
        sweepExpired(t.db, new Date(Date.now() + shift)),
        notify(t, 'sandbox', late),
        sweepExpired(t.db, new Date(Date.now() + shift)),
      ]);
      expect(await results(token, order.id)).toMatchObject({ status: 4, paid: '10.00', credited: '10.00' });
      expect((await settlement(token)).balance).toBe('30.00');
      expect(await rows(`select count(*)::int as n from order_events where order_id = ${order.id}`)).toEqual([
        { n: 1 },
      ]);
      shiftClock(0);
    }
  });
});

describe('the money invariants', () => {
  it('see money left on a closed order', async () => {
    const { token, order } = await pendingOrder();
    await t.call('POST', '/api/order/edit', { token, body: { id: order.id, status: 5 } });
    await rows(`update orders set paid_minor = 500 where id = ${order.id}`);
    try {
      await expect(assertMoneyInvariants(queryRows(t.db), { settled: false })).rejects.toThrow();
    } finally {
      await rows(`update orders set paid_minor = 0 where id = ${order.id}`);
    }
  });
});
