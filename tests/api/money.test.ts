import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../src/server/db/schema/index.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { sweepExpired } from '../../src/server/worker/runner.ts';
import { cartItem, checkout, newMerchant, notify, openSandboxPage, pay, sandboxEvent } from '../support/journey.ts';
import { assertMoneyInvariants } from '../support/moneyInvariants.ts';
import { queryRows, startTestApp, type TestApp } from '../support/testApp.ts';

// Money you can trust (issue 15): each defect provoked through the real notify endpoint and
// API, on PGlite and on PostgreSQL; the money invariants are checked after every test.

let t: TestApp;
let shift = 0; // ms the app's clock runs ahead of the real one
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000 }, { now: () => new Date(Date.now() + shift) });
});
afterEach(async () => {
  await assertMoneyInvariants(queryRows(t.db), { settled: false });
  shift = 0;
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const rows = (q: string) => queryRows(t.db)(q);
const results = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/paymentresults', { token, body: { id } })).json.data;
const settlement = async (token: string) => (await t.call('GET', '/api/settlement', { token })).json.data;
const txHash = () => `0x${randomBytes(32).toString('hex')}`;
/** Card charge ids are the provider's, unique across all its payments. */
const charge = () => `ch_${randomBytes(8).toString('hex')}`;

async function pendingOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  return { token, order };
}

async function start(token: string, orderId: number, method: 'sandbox' | 'usdt') {
  const r = await pay(t, token, { orderId, method, ...(method === 'usdt' ? { network: 'TRC20' } : {}) });
  expect(r.status).toBe(200);
  return r.json.data as { paymentId: string; amount: string; address: string | null; payUrl: string | null };
}

/** A signed `transfer.confirmed` as a chain watcher would post it; `data` overrides any field. */
function transfer(address: string, amount: unknown, data: Record<string, unknown> = {}, id?: string) {
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: new Date().toISOString(),
    data: { network: 'TRC20', address, txHash: txHash(), amount, confirmations: 20, ...data },
  });
  return signEvent(t.providers.usdt!.secret, body, id ? { id } : {});
}

async function deposit(token: string, amount = '500', network: 'TRC20' | 'ERC20' = 'TRC20') {
  const r = await t.call('POST', '/api/settlement/deposit', { token, body: { amount, network } });
  expect(r.status).toBe(200);
  return r.json.data as { depositId: number; address: string };
}

async function reviewed(id: string) {
  const [row] = await rows(`select provider, reason from payment_events_review where id = '${id}'`);
  return row;
}

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
    shift = 31 * 60_000;
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

describe('2. USDT precision, and signed events that cannot be applied', () => {
  it('takes 6 decimals exactly: cents to the balance, the sub-cent residue carried until it makes a cent', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    expect((await notify(t, 'usdt', transfer(d.address, '150.123456'))).status).toBe(200);
    expect((await settlement(token)).balance).toBe('150.12');
    expect(await rows(`select residue_micro::int as r from receipts where deposit_id = ${d.depositId}`)).toEqual([
      { r: 3456 },
    ]);
    // 0.003456 + 0.006544 = 0.01: the carried residue becomes a cent with its own ledger line.
    await notify(t, 'usdt', transfer(d.address, '0.006544'));
    const s = await settlement(token);
    expect(s.balance).toBe('150.13');
    expect(s.history.list[0]).toMatchObject({ kind: 'credit', amount: '0.01', reason: 'fractions' });
  });

  it('takes a JSON number amount', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    await notify(t, 'usdt', transfer(d.address, 150));
    expect((await settlement(token)).balance).toBe('150.00');
  });

  it('keeps what it cannot apply for review with the reason, answered 200', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    const cases: [unknown, string][] = [
      ['1.1234567', 'amount_invalid'],
      ['-5', 'amount_invalid'],
      [1e21, 'amount_invalid'],
      ['abc', 'amount_invalid'],
    ];
    for (const [amount, reason] of cases) {
      const e = transfer(d.address, amount);
      expect((await notify(t, 'usdt', e)).status).toBe(200);
      expect(await reviewed(e.headers['webhook-id'])).toEqual({ provider: 'usdt', reason });
    }
    const shapeless = signEvent(t.providers.usdt!.secret, JSON.stringify({ type: 'transfer.confirmed', data: {} }));
    expect((await notify(t, 'usdt', shapeless)).status).toBe(200);
    expect(await reviewed(shapeless.headers['webhook-id'])).toEqual({ provider: 'usdt', reason: 'unreadable' });
    const nowhere = transfer(`T${'x'.repeat(33)}`, '10');
    await notify(t, 'usdt', nowhere);
    expect(await reviewed(nowhere.headers['webhook-id'])).toEqual({ provider: 'usdt', reason: 'unmatched' });
    expect((await settlement(token)).balance).toBe('0.00');
  });
});

describe('4. the same money under a new event id counts once', () => {
  it('one USDT transaction under three ids', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'usdt');
    const hash = txHash();
    for (let i = 0; i < 3; i++) {
      expect((await notify(t, 'usdt', transfer(p.address!, order.amount, { txHash: hash }))).status).toBe(200);
    }
    const r = await results(token, order.id);
    expect(r).toMatchObject({ status: 1, paid: order.amount });
    expect(r.receipts).toHaveLength(1);
    expect((await settlement(token)).balance).toBe('0.00');
    expect(
      await rows(`select outcome from payment_events where payment_id = '${p.paymentId}' order by outcome`),
    ).toEqual([{ outcome: 'applied' }, { outcome: 'duplicate_money' }, { outcome: 'duplicate_money' }]);
  });

  it('one transfer in five spellings of its hash (case, 0x) counts once, on either network', async () => {
    for (const network of ['TRC20', 'ERC20'] as const) {
      const token = await newMerchant(t);
      const d = await deposit(token, '500', network);
      const hex = randomBytes(32).toString('hex');
      const mixed = [...hex].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
      for (const spelling of [hex, hex.toUpperCase(), `0x${hex}`, `0X${hex.toUpperCase()}`, ` 0x${mixed}`]) {
        const r = await notify(t, 'usdt', transfer(d.address, '10', { network, txHash: spelling }));
        expect(r.status, spelling).toBe(200);
      }
      expect((await settlement(token)).balance, network).toBe('10.00');
      const refs = await rows(`select reference from receipts where deposit_id = ${d.depositId}`);
      expect(refs, network).toEqual([{ reference: network === 'ERC20' ? `0x${hex}` : hex }]);
    }
  });

  it('receipts stored under an old spelling take the canonical key (migration 0016)', async () => {
    const hex = randomBytes(32).toString('hex');
    const twice = randomBytes(32).toString('hex');
    const old = [`TRC20:0x${hex.toUpperCase()}:0`, `ERC20:${hex}:3`, `TRC20:${twice}:0`, `TRC20:0x${twice}:0`];
    for (const [i, key] of old.entries()) {
      await rows(`insert into receipts (provider, money_key, event_id, reference, currency, amount_micro, received_at)
        values ('usdt', '${key}', 'mig_${hex.slice(0, 8)}_${i}', 'r', 'USDT', 1, now())`);
    }
    const sql = readFileSync('src/server/db/migrations/0016_usdt_hash_spelling.sql', 'utf8');
    await rows(sql);
    const keys = await rows(
      `select money_key from receipts where event_id like 'mig_${hex.slice(0, 8)}_%' order by event_id`,
    );
    // The transfer stored twice keeps one canonical key; its second row stays as it was, for review.
    expect(keys.map((k) => k['money_key'])).toEqual([`TRC20:${hex}:0`, `ERC20:0x${hex}:3`, `TRC20:${twice}:0`, old[3]]);
    await rows(`delete from receipts where event_id like 'mig_${hex.slice(0, 8)}_%'`);
  });

  it('a hash that is not a transaction id is held for review, not credited', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    const e = transfer(d.address, '10', { txHash: 'not-a-hash-at-all' });
    expect((await notify(t, 'usdt', e)).status).toBe(200);
    expect(await reviewed(e.headers['webhook-id']!)).toEqual({ provider: 'usdt', reason: 'unreadable' });
    expect((await settlement(token)).balance).toBe('0.00');
  });

  it('two transfers in one transaction (log indexes) are two moneys', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    const hash = txHash();
    await notify(t, 'usdt', transfer(d.address, '10', { txHash: hash, logIndex: 1 }));
    await notify(t, 'usdt', transfer(d.address, '10', { txHash: hash, logIndex: 2 }));
    await notify(t, 'usdt', transfer(d.address, '10', { txHash: hash, logIndex: 2 }));
    expect((await settlement(token)).balance).toBe('20.00');
  });

  it('one card payment under five ids, and five at once', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const data = { paymentId: p.paymentId, amount: p.amount, currency: 'USD' };
    await Promise.all(Array.from({ length: 5 }, () => notify(t, 'sandbox', sandboxEvent(t, data))));
    for (let i = 0; i < 5; i++) await notify(t, 'sandbox', sandboxEvent(t, data));
    expect(await results(token, order.id)).toMatchObject({ status: 1, paid: order.amount });
    expect((await settlement(token)).balance).toBe('0.00');
  });

  it('the card page pressed five times at once charges once', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const { post } = await openSandboxPage(t, p.payUrl!);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('pay')));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
    expect(await results(token, order.id)).toMatchObject({ status: 1, paid: order.amount });
    expect((await settlement(token)).balance).toBe('0.00');
  });

  it('a payment that succeeded does not succeed again: new money on it goes to the balance', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    const data = { paymentId: p.paymentId, amount: p.amount, currency: 'USD' };
    await notify(t, 'sandbox', sandboxEvent(t, { ...data, chargeId: charge() }));
    await notify(t, 'sandbox', sandboxEvent(t, { ...data, chargeId: charge() }));
    const r = await results(token, order.id);
    expect(r).toMatchObject({ status: 1, paid: order.amount });
    expect(r.payments[0]).toMatchObject({ status: 'succeeded' });
    expect((await settlement(token)).balance).toBe(p.amount);
    expect(
      await rows(`select count(*)::int as n from order_events where order_id = ${order.id} and to_status = 1`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('5. event ids are unique per provider', () => {
  it('the same webhook-id on usdt and then sandbox: both are applied', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    const usdt = await start(a.token, a.order.id, 'usdt');
    const card = await start(b.token, b.order.id, 'sandbox');
    const id = `evt_shared_${randomBytes(4).toString('hex')}`;
    expect((await notify(t, 'usdt', transfer(usdt.address!, a.order.amount, {}, id))).json.data.duplicate).toBe(false);
    const e = sandboxEvent(t, { paymentId: card.paymentId, amount: card.amount, currency: 'USD' }, { id });
    expect((await notify(t, 'sandbox', e)).json.data.duplicate).toBe(false);
    expect((await results(a.token, a.order.id)).status).toBe(1);
    expect((await results(b.token, b.order.id)).status).toBe(1);
  });
});

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

describe('7. amounts up to the parser limit fit the 64-bit columns', () => {
  it('30,000,000.00 and 999,999,999.999999 are credited; 1,000,000,000 is held for review', async () => {
    const token = await newMerchant(t);
    const d = await deposit(token);
    expect((await notify(t, 'usdt', transfer(d.address, '30000000.00'))).status).toBe(200);
    expect((await settlement(token)).balance).toBe('30000000.00');
    expect((await notify(t, 'usdt', transfer(d.address, '999999999.999999'))).status).toBe(200);
    expect((await settlement(token)).balance).toBe('1029999999.99');
    const over = transfer(d.address, '1000000000');
    expect((await notify(t, 'usdt', over)).status).toBe(200);
    expect(await reviewed(over.headers['webhook-id'])).toEqual({ provider: 'usdt', reason: 'amount_invalid' });
  });
});

describe('8. late money is credited, never unmatched', () => {
  it('a transfer after the payment address watch window', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'usdt');
    shift = 26 * HOUR;
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
    shift = 30 * HOUR;
    await notify(t, 'usdt', transfer(d.address, '600'));
    expect((await settlement(token)).balance).toBe('600.00');
  });

  it('money for an order past expiresAt but not yet swept: timed out, credited; and no payment starts for it', async () => {
    const { token, order } = await pendingOrder();
    const p = await start(token, order.id, 'sandbox');
    shift = 31 * 60_000;
    const again = await pay(t, token, { orderId: order.id, method: 'usdt', network: 'TRC20' });
    expect(again.status).toBe(409);
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId: p.paymentId, amount: p.amount, currency: 'USD' }));
    expect(await results(token, order.id)).toMatchObject({ status: 4, paid: '0.00' });
    expect((await settlement(token)).balance).toBe(p.amount);
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
      shift = 31 * 60_000;
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
      shift = 0;
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
