import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newMerchant, notify, openSandboxPage, sandboxEvent } from '../support/journey.ts';
import {
  t,
  rows,
  results,
  settlement,
  txHash,
  charge,
  pendingOrder,
  start,
  transfer,
  deposit,
  reviewed,
  startMoneyApp,
} from '../support/moneyApp.ts';

// Money you can trust (issue 15), its identity: the same money under new event ids or hash
// spellings counts once, and event ids are unique per provider.
// On PGlite and on PostgreSQL; the money invariants are checked after every test.

startMoneyApp();

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
