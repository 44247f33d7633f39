import { describe, expect, it } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { newMerchant, notify } from '../support/journey.ts';
import { t, rows, settlement, transfer, deposit, reviewed, startMoneyApp } from '../support/moneyApp.ts';

// Money you can trust (issue 15), its amounts: USDT's six decimals, unreadable amounts held for
// review, and the largest amounts the 64-bit columns take.
// On PGlite and on PostgreSQL; the money invariants are checked after every test.

startMoneyApp();

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
