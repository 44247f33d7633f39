import { describe, expect, test } from 'vitest';
import { addressState, amountProblem, nextUsable } from '../../src/features/settlement/withdrawals/withdrawals.ts';
import type { WithdrawAddress, WithdrawQuote } from '../../src/features/settlement/withdrawals/types.ts';

/** The Settlement withdrawals' own checks: the amount as the server checks it, and when an address is usable. */

const quote = (over: Partial<WithdrawQuote> = {}): WithdrawQuote => ({
  limits: {
    currency: 'USDT',
    minimum: '10.00',
    daily: '1000.00',
    weekly: '3000.00',
    fees: { TRC20: '1.00', ERC20: '5.00' },
    secondApprovalFrom: '1000.00',
    coolingHours: 24,
  },
  available: '500.00',
  held: '0.00',
  total: '500.00',
  usedToday: '0.00',
  usedThisWeek: '0.00',
  maxAmount: '499.00',
  amount: null,
  fee: null,
  totalDebit: null,
  ...over,
});

describe('amountProblem', () => {
  test('refuses what the server refuses, in its words and order', () => {
    for (const bad of ['', '0', '-5', '1.234', '1e3', '12,5', '12345678901234']) {
      expect(amountProblem(bad, '1.00', quote())?.key, bad).toBe('withdraw.error.amountInvalid');
    }
    expect(amountProblem('9.99', '1.00', quote())).toEqual({ key: 'withdraw.error.amountMin', vars: { min: '10.00' } });
    expect(amountProblem('200', '1.00', quote({ usedToday: '900.00' }))).toEqual({
      key: 'withdraw.error.overDaily',
      vars: { left: '100.00' },
    });
    expect(amountProblem('200', '1.00', quote({ usedThisWeek: '2850.50' }))).toEqual({
      key: 'withdraw.error.overWeekly',
      vars: { left: '149.50' },
    });
  });

  test('the fee counts against the available balance', () => {
    expect(amountProblem('499', '1.00', quote())).toBeNull();
    expect(amountProblem('499.01', '1.00', quote())).toEqual({
      key: 'withdraw.error.overAvailable',
      vars: { total: '500.01', available: '500.00' },
    });
    expect(amountProblem('496', '5.00', quote())?.key).toBe('withdraw.error.overAvailable');
  });
});

const address = (over: Partial<WithdrawAddress>): WithdrawAddress => ({
  id: 1,
  network: 'TRC20',
  address: 'T'.padEnd(34, 'x'),
  label: 'Cold',
  state: 'cooling',
  confirmedAt: '2026-01-01T00:00:00.000Z',
  usableFrom: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('address state', () => {
  const end = Date.parse('2026-01-02T00:00:00.000Z');
  test('a cooling-off address turns usable at its end, not before; a pending one stays pending', () => {
    expect(addressState(address({}), end - 1)).toBe('cooling');
    expect(addressState(address({}), end)).toBe('usable');
    expect(addressState(address({ state: 'pending', confirmedAt: null, usableFrom: null }), end)).toBe('pending');
  });

  test('the book is read again at the soonest end still ahead', () => {
    const later = address({ id: 2, usableFrom: '2026-01-03T00:00:00.000Z' });
    expect(nextUsable([later, address({})], end - 1000)).toBe(end);
    expect(nextUsable([later, address({})], end + 1)).toBe(Date.parse('2026-01-03T00:00:00.000Z'));
    expect(nextUsable([address({ state: 'usable' })], end - 1000)).toBeNull();
  });
});
