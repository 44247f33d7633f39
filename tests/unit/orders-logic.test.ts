import { pollDelay } from '../../src/shared/pollDelay.ts';
import { describe, expect, it } from 'vitest';
import { AttemptKeys, attemptSignature, outcomeUnknown, randomKey } from '../../src/ui/checkout/attemptKey.ts';
import { validateCheckout, orderCreateBody } from '../../src/ui/checkout/checkoutForm.ts';
import { createdUrl } from '../../src/shared/paths.ts';
import { payChoices } from '../../src/ui/checkout/payMethods.ts';
import {
  latestPayment,
  orderIdFrom,
  outcome,
  progress,
  shouldPoll,
  siteHref,
} from '../../src/features/created/created.ts';
import {
  canPay,
  expiredBetween,
  orderClock,
  orderFilterSearch,
  orderListQuery,
  pageCount,
  parseOrderFilter,
  statusTone,
} from '../../src/features/orders/orders.ts';
import { ApiError } from '../../src/lib/apiError.ts';
import type { PaymentResults, PaymentSummary, PayMethodInfo } from '../../src/shared/orderTypes.ts';

describe('order filter ↔ URL', () => {
  it('reads status and page from the query; anything else is All / page 1', () => {
    expect(parseOrderFilter('')).toEqual({ status: null, page: 1 });
    expect(parseOrderFilter('?status=0')).toEqual({ status: 0, page: 1 });
    expect(parseOrderFilter('?status=5&page=3')).toEqual({ status: 5, page: 3 });
    for (const bad of ['?status=6', '?status=-1', '?status=1.5', '?status=x', '?status=', '?status=%20'])
      expect(parseOrderFilter(bad).status, bad).toBeNull();
    for (const bad of ['?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=999999999'])
      expect(parseOrderFilter(bad).page, bad).toBe(1);
  });

  it('writes a filter back, leaving defaults out and other parameters alone', () => {
    expect(orderFilterSearch({ status: null, page: 1 })).toBe('');
    expect(orderFilterSearch({ status: 0, page: 1 })).toBe('?status=0');
    expect(orderFilterSearch({ status: 2, page: 4 })).toBe('?status=2&page=4');
    expect(orderFilterSearch({ status: null, page: 1 }, '?status=3&page=2&utm=x')).toBe('?utm=x');
    expect(orderFilterSearch({ status: 1, page: 2 }, '?utm=x')).toBe('?utm=x&status=1&page=2');
  });

  it('round-trips every status and page', () => {
    for (const status of [null, 0, 1, 2, 3, 4, 5] as const)
      for (const page of [1, 2, 17])
        expect(parseOrderFilter(orderFilterSearch({ status, page }))).toEqual({ status, page });
  });

  it('asks the API for that status and page, All without a status', () => {
    expect(orderListQuery({ status: null, page: 2 })).toEqual({ status: undefined, page: 2, pageSize: 10 });
    expect(orderListQuery({ status: 0, page: 1 })).toEqual({ status: 0, page: 1, pageSize: 10 });
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('order countdown', () => {
  const start = Date.parse('2026-11-23T10:00:00Z');
  const order = { id: 1, status: 0 as const, expiresAt: '2026-11-23T10:30:00Z' };

  it('counts down to expiry in the page digits', () => {
    expect(orderClock(order, start, 'en')).toEqual({ status: 0, clock: '30:00' });
    expect(orderClock(order, start + 61_500, 'en')).toEqual({ status: 0, clock: '28:59' });
    expect(orderClock(order, start + 29 * 60_000 + 59_000, 'en').clock).toBe('0:01');
    expect(orderClock(order, start + 61_000, 'bn').clock).toBe('২৮:৫৯');
  });

  it('flips to Timed Out the moment it ends, and only an open order counts down', () => {
    expect(orderClock(order, start + 30 * 60_000, 'en')).toEqual({ status: 4, clock: null });
    expect(orderClock({ ...order, status: 1 }, start, 'en')).toEqual({ status: 1, clock: null });
    expect(orderClock({ ...order, status: 5 }, start + 31 * 60_000, 'en')).toEqual({ status: 5, clock: null });
  });

  it('names the orders that ran out between two ticks, once', () => {
    const list = [
      order,
      { id: 2, status: 0 as const, expiresAt: '2026-11-23T11:00:00Z' },
      { ...order, id: 3, status: 2 as const },
    ];
    const end = Date.parse(order.expiresAt);
    expect(expiredBetween(list, end - 1000, end)).toEqual([1]);
    expect(expiredBetween(list, end, end + 1000)).toEqual([]);
    expect(expiredBetween(list, start, start + 1000)).toEqual([]);
  });

  it('offers Pay and Cancel only while open', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => canPay(s as 0))).toEqual([true, false, false, false, false, false]);
    expect([0, 1, 2, 3, 4, 5].map((s) => statusTone(s as 0))).toEqual([
      'waiting',
      'good',
      'good',
      'closed',
      'closed',
      'closed',
    ]);
  });
});

describe('checkout form', () => {
  it('needs an operations account of 6–10 letters or digits and a password of 6–128 printable characters, entered twice', () => {
    expect(validateCheckout({ account: '', password: '', confirm: '' })).toEqual({
      account: 'ops.accountRequired',
      password: 'ops.passwordRequired',
      confirm: 'checkout.confirmRequired',
    });
    expect(validateCheckout({ account: 'ab', password: 'abc', confirm: 'abc' })).toEqual({
      account: 'ops.accountRule',
      password: 'reset.length',
    });
    expect(validateCheckout({ account: 'ops_1234', password: 'x'.repeat(129), confirm: 'x' })).toEqual({
      account: 'ops.accountRule',
      password: 'reset.length',
      confirm: 'personal.passwordMismatch',
    });
    expect(validateCheckout({ account: 'ops1234', password: 'secret12', confirm: 'secret13' })).toEqual({
      confirm: 'personal.passwordMismatch',
    });
  });

  it('accepts 6–10 letters and digits (all digits too) and trims the account only', () => {
    expect(validateCheckout({ account: ' Ops1234 ', password: '12345678', confirm: '12345678' })).toEqual({});
    const long = 'Пароль с пробелами & символами!';
    expect(validateCheckout({ account: 'ops1234', password: long, confirm: long })).toEqual({});
    expect(validateCheckout({ account: 'abcdef', password: 'A1b2C3d4E5', confirm: 'A1b2C3d4E5' })).toEqual({});
    expect(orderCreateBody(7, { account: ' Ops1234 ', password: '12345678', confirm: '12345678' })).toEqual({
      id: 7,
      account: 'Ops1234',
      password: '12345678',
    });
  });
});

describe('payment attempts', () => {
  it('keeps one Idempotency-Key per attempt until its outcome is known', () => {
    let n = 0;
    const keys = new AttemptKeys(() => `key-${++n}`);
    const usdt = attemptSignature(9, 'usdt', 'TRC20');
    expect(keys.keyFor(usdt)).toBe('key-1');
    expect(keys.keyFor(usdt)).toBe('key-1'); // a retry after a lost answer
    expect(keys.keyFor(attemptSignature(9, 'usdt', 'ERC20'))).toBe('key-2'); // another choice
    expect(keys.keyFor(usdt)).toBe('key-3');
    keys.settle();
    expect(keys.keyFor(usdt)).toBe('key-4'); // a new press after an answer
  });

  it('treats no answer and server faults as unknown outcomes; a refusal is known', () => {
    expect(outcomeUnknown(new ApiError('network'))).toBe(true);
    expect(outcomeUnknown(new ApiError('timeout'))).toBe(true);
    expect(outcomeUnknown(new ApiError('internal', { status: 500 }))).toBe(true);
    expect(outcomeUnknown(new ApiError('insufficient_balance', { status: 409 }))).toBe(false);
    expect(outcomeUnknown(new ApiError('invalid_transition', { status: 409 }))).toBe(false);
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
  });

  it('makes v4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = randomKey();
      expect(a).toMatch(uuid);
      expect(randomKey()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('lists USDT once per network, then card and balance', () => {
    const methods: PayMethodInfo[] = [
      { code: 'usdt', name: 'USDT', kind: 'crypto', networks: ['TRC20', 'ERC20'], testMode: true },
      { code: 'sandbox', name: 'Card', kind: 'card' },
      { code: 'balance', name: 'Balance', kind: 'balance', balance: '12.00' },
    ];
    expect(payChoices(methods).map((c) => [c.id, c.method, c.network])).toEqual([
      ['usdt:TRC20', 'usdt', 'TRC20'],
      ['usdt:ERC20', 'usdt', 'ERC20'],
      ['sandbox', 'sandbox', null],
      ['balance', 'balance', null],
    ]);
    expect(createdUrl('/ar/created', 12)).toBe('/ar/created?orderId=12');
  });
});

describe('Created page progress', () => {
  const pay = (over: Partial<PaymentSummary>): PaymentSummary => ({
    paymentId: 'p1',
    method: 'sandbox',
    network: null,
    amount: '999.00',
    paid: '0.00',
    status: 'pending',
    failureReason: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...over,
  });
  const results = (over: Partial<PaymentResults>): PaymentResults => ({
    orderId: 1,
    status: 0,
    paid: '0.00',
    remaining: '999.00',
    credited: '0.00',
    currency: 'USD',
    siteId: null,
    site: null,
    payments: [],
    receipts: [],
    ...over,
  });
  const states = (r: PaymentResults) => progress(r).map((s) => s.state);
  const site = (status: 'provisioning' | 'live' | 'failed', built = status === 'live') => ({
    status,
    domain: built ? '/s/lucky/' : null,
    backendUrl: built ? '/s/lucky/console' : null,
    ownDomain: null,
    account: 'ops1234',
    retryAt: null,
    attempts: 0,
  });

  it('walks payment → site → operations account → live', () => {
    expect(states(results({ payments: [pay({})] }))).toEqual(['current', 'pending', 'pending', 'pending']);
    expect(states(results({ status: 1, paid: '999.00', remaining: '0.00' }))).toEqual([
      'done',
      'current',
      'pending',
      'pending',
    ]);
    expect(states(results({ status: 1, siteId: 4, site: site('provisioning') }))).toEqual([
      'done',
      'current',
      'pending',
      'pending',
    ]);
    expect(states(results({ status: 2, siteId: 4, site: site('live') }))).toEqual(['done', 'done', 'done', 'done']);
    expect(outcome(results({ status: 2, siteId: 4, site: site('live') }))).toEqual({ kind: 'live' });
  });

  it('marks where it stopped: a failed payment, a failed site, a closed order', () => {
    const failed = results({ payments: [pay({ status: 'failed', failureReason: 'card_declined' })] });
    expect(outcome(failed)).toEqual({ kind: 'paymentFailed', reason: 'card_declined' });
    expect(states(failed)).toEqual(['failed', 'pending', 'pending', 'pending']);
    const broken = results({ status: 1, siteId: 4, site: site('failed') });
    expect(outcome(broken)).toEqual({ kind: 'siteFailed' });
    expect(states(broken)).toEqual(['done', 'failed', 'pending', 'pending']);
    expect(outcome(results({ status: 4 }))).toEqual({ kind: 'closed', status: 4 });
    expect(states(results({ status: 5 }))).toEqual(['failed', 'pending', 'pending', 'pending']);
  });

  it('shows when the order waits for the merchant rather than for a payment under way', () => {
    expect(states(results({}))).toEqual(['waiting', 'pending', 'pending', 'pending']);
    expect(states(results({ paid: '1.00', payments: [pay({ status: 'partial' })] }))).toEqual([
      'partial',
      'pending',
      'pending',
      'pending',
    ]);
    // Part paid with a USDT address still open: partly paid, not "in progress".
    const open = results({ paid: '1.00', payments: [pay({ status: 'partial' }), pay({ paymentId: 'b' })] });
    expect(shouldPoll(open)).toBe(true);
    expect(states(open)).toEqual(['partial', 'pending', 'pending', 'pending']);
  });

  it('tells part payment from none, and judges by the newest payment', () => {
    expect(outcome(results({ paid: '499.50', remaining: '499.50', payments: [pay({ status: 'partial' })] }))).toEqual({
      kind: 'partial',
    });
    expect(outcome(results({}))).toEqual({ kind: 'awaiting' });
    const older = pay({ paymentId: 'a', status: 'failed', createdAt: '2026-11-23T10:00:00.000Z' });
    const newer = pay({ paymentId: 'b', status: 'pending', createdAt: '2026-11-23T10:05:00.000Z' });
    expect(latestPayment([older, newer])?.paymentId).toBe('b');
    expect(latestPayment([newer, older])?.paymentId).toBe('b');
    expect(outcome(results({ payments: [older, newer] }))).toEqual({ kind: 'awaiting' });
  });

  it('polls while something is under way, and stops when the merchant must act or it is over', () => {
    expect(shouldPoll(results({ payments: [pay({})] }))).toBe(true);
    expect(shouldPoll(results({ status: 1 }))).toBe(true);
    expect(shouldPoll(results({}))).toBe(false);
    expect(shouldPoll(results({ paid: '1.00', payments: [pay({ status: 'partial' })] }))).toBe(false);
    expect(shouldPoll(results({ payments: [pay({ status: 'failed' })] }))).toBe(false);
    expect(shouldPoll(results({ status: 2, site: site('live') }))).toBe(false);
    expect(shouldPoll(results({ status: 1, site: site('failed') }))).toBe(false);
    expect(shouldPoll(results({ status: 4 }))).toBe(false);
    expect(pollDelay(0)).toBe(2000);
    expect(pollDelay(100)).toBe(10_000);
  });

  it('reads the order id from the query and builds site links', () => {
    expect(orderIdFrom('?orderId=42')).toBe(42);
    for (const bad of [
      '',
      '?orderId=',
      '?orderId=0',
      '?orderId=-1',
      '?orderId=1e3',
      '?orderId=abc',
      '?orderId=99999999999',
    ])
      expect(orderIdFrom(bad), bad).toBeNull();
    expect(siteHref('/s/lucky/')).toBe('/s/lucky/');
    expect(siteHref('https://lucky.example.com')).toBe('https://lucky.example.com');
    expect(siteHref('lucky.example.com')).toBe('https://lucky.example.com');
  });
});
