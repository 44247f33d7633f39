import { describe, expect, it } from 'vitest';
import { cartItem, checkout, notify, pay } from '../support/journey.ts';
import { deposit, rows, shiftClock, startMoneyApp, t, transfer } from '../support/moneyApp.ts';
import { mailsTo } from '../support/mailbox.ts';
import {
  addressCode,
  approve,
  balanceMinor,
  bookAddress,
  digestOf,
  freshAddress,
  merchantWith,
  requested,
  requestW,
  signedIn,
  staff,
  statusOf,
  wcall,
} from '../support/withdrawals.ts';

// Withdrawals (issue 29), the merchant's side and finance's decisions: an address book with a
// code and a cooling-off, requests that hold the money at once, the one state machine, and the
// approvals bound to a digest. The money invariants (holds included) are checked after each test.

startMoneyApp();

describe('the address book', () => {
  it('refuses addresses with a wrong checksum, mails a code, counts wrong codes, and cools a new address off for 24 hours', async () => {
    const m = await merchantWith('100');
    const good = freshAddress('TRC20');
    // One character changed breaks base58check; an EIP-55 address with one letter's case flipped too.
    const typo = `${good.slice(0, 10)}${good[10] === 'a' ? 'b' : 'a'}${good.slice(11)}`;
    const erc = freshAddress('ERC20');
    const i = erc.search(/[a-f]/);
    const flipped = `${erc.slice(0, i)}${erc[i]!.toUpperCase()}${erc.slice(i + 1)}`;
    for (const [network, address] of [
      ['TRC20', typo],
      ['ERC20', flipped],
      ['TRC20', erc],
      ['ERC20', good],
    ] as const) {
      const bad = await wcall('POST', '/addresses/add', m.token, { network, address, label: 'x' });
      expect(bad.status, address).toBe(400);
      expect(bad.json.issues[0].path).toBe('address');
    }
    const added = await wcall('POST', '/addresses/add', m.token, { network: 'TRC20', address: good, label: 'Cold' });
    expect(added.json.data).toMatchObject({ state: 'pending', address: good });
    const again = await wcall('POST', '/addresses/add', m.token, { network: 'TRC20', address: good, label: 'Again' });
    expect(again.status).toBe(409);
    const id = added.json.data.id;
    const code = await addressCode(m.email);
    const wrong = await wcall('POST', '/addresses/confirm', m.token, {
      id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await rows(`select code_tries from withdrawal_addresses where id = ${id}`)).toEqual([{ code_tries: 1 }]);
    const ok = await wcall('POST', '/addresses/confirm', m.token, { id, code });
    expect(ok.json.data.state).toBe('cooling');
    expect(await mailsTo(t.db, m.email, 'withdraw_address_added')).toHaveLength(1);
    // Still cooling off: refused, nothing held.
    const early = await requestW(m, id, '20');
    expect(early.status).toBe(400);
    expect(early.json.issues[0].path).toBe('addressId');
    expect(await balanceMinor(m.id)).toBe(10_000);
    // A day and a minute later it is usable.
    shiftClock(24 * 3_600_000 + 60_000);
    const later = await requestW(m, id, '20');
    expect(later.status).toBe(200);
    expect(later.json.data).toMatchObject({ status: 'requested', amount: '20.00', fee: '1.00', cancellable: true });
  });

  it('removes an address at once: it can no longer receive a request; another merchant cannot touch it', async () => {
    const m = await merchantWith('100');
    const other = await merchantWith('0');
    const a = await bookAddress(m);
    expect((await wcall('POST', '/addresses/remove', other.token, { id: a.id })).status).toBe(404);
    expect((await wcall('POST', '/addresses/remove', m.token, { id: a.id })).status).toBe(200);
    expect((await wcall('GET', '/addresses', m.token)).json.data).toEqual([]);
    const r = await requestW(m, a.id, '20');
    expect(r.status).toBe(400);
    expect(await rows(`select count(*)::int as n from withdrawals where user_id = ${m.id}`)).toEqual([{ n: 0 }]);
  });
});

describe('requests and their holds', () => {
  it('refuses negative, zero, too precise, too large and unaffordable amounts and a wrong password, holding nothing', async () => {
    const m = await merchantWith('100');
    const a = await bookAddress(m);
    // Each refused for its own reason: not a plain amount of two decimals, below the minimum, or more than there is.
    const invalid = /at most two decimals/;
    const cases: [string, number, RegExp][] = [
      ['-5', 400, invalid],
      ['0', 400, /smallest withdrawal/],
      ['0.00', 400, /smallest withdrawal/],
      ['5.001', 400, invalid],
      ['1e3', 400, invalid],
      ['99999999999999', 400, invalid],
      ['9999999999999', 400, /daily limit/],
      ['5', 400, /smallest withdrawal is 10.00/],
      ['99.50', 409, /100.50 USDT\) is more than your available balance \(100.00/],
    ];
    for (const [amount, status, why] of cases) {
      const r = await requestW(m, a.id, amount);
      const said = r.json.issues?.[0]?.message ?? r.json.msg;
      expect({ amount, status: r.status, said }).toEqual({ amount, status, said: expect.stringMatching(why) });
    }
    expect((await requestW(m, a.id, '20', 'wrong-password')).status).toBe(400);
    expect(await rows(`select count(*)::int as n from withdrawals where user_id = ${m.id}`)).toEqual([{ n: 0 }]);
    expect(await balanceMinor(m.id)).toBe(10_000);
    // Exactly the available balance less the fee is fine.
    expect((await requestW(m, a.id, '99.00')).status).toBe(200);
    expect(await balanceMinor(m.id)).toBe(0);
  });

  it('holds the amount and fee at once (available, held, total), lists the history, and a cancel gives it back once', async () => {
    const { m, w } = await requested('150', '400');
    const q = await wcall('GET', '/quote?amount=10&network=ERC20', m.token);
    expect(q.json.data).toMatchObject({
      available: '249.00',
      held: '151.00',
      total: '400.00',
      usedToday: '150.00',
      fee: '5.00',
      totalDebit: '15.00',
    });
    const settlement = (await t.call('GET', '/api/settlement', { token: m.token })).json.data;
    expect(settlement.balance).toBe('249.00');
    expect(settlement.history.list[0]).toMatchObject({ kind: 'withdrawal_hold', amount: '-151.00' });
    expect((await mailsTo(t.db, m.email, 'withdrawal_update')).map((x) => x.data['status'])).toEqual(['requested']);
    const other = await merchantWith('0');
    expect((await wcall('POST', '/cancel', other.token, { id: w.id })).status).toBe(404);
    const [x, y] = await Promise.all([
      wcall('POST', '/cancel', m.token, { id: w.id }),
      wcall('POST', '/cancel', m.token, { id: w.id }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await balanceMinor(m.id)).toBe(40_000);
    const list = (await wcall('GET', '', m.token)).json.data.list;
    expect(list[0]).toMatchObject({ id: w.id, status: 'cancelled', cancellable: false });
    expect(list[0].history.map((h: { to: string }) => h.to)).toEqual(['requested', 'cancelled']);
    expect((await wcall('GET', '', other.token)).json.data.total).toBe(0);
  });

  it('lets only one of two requests racing for the same balance hold it, never going below zero', async () => {
    const m = await merchantWith('100');
    const a = await bookAddress(m);
    const answers = await Promise.all([requestW(m, a.id, '60'), requestW(m, a.id, '60'), requestW(m, a.id, '60')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceMinor(m.id)).toBe(10_000 - 6_100);
  });

  it('lets a request and an order paid from the balance race: one wins, the balance never goes below zero', async () => {
    const m = await merchantWith('0');
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    const price = Math.round(Number(order.amount) * 100);
    // Exactly the order's price on the balance; the withdrawal (with its 1.00 fee) would take all of it too.
    const d = await deposit(m.token, order.amount);
    expect((await notify(t, 'usdt', transfer(d.address, order.amount))).status).toBe(200);
    const a = await bookAddress(m);
    const [paid, withdrawn] = await Promise.all([
      pay(t, m.token, { orderId: order.id, method: 'balance' }),
      requestW(m, a.id, ((price - 100) / 100).toFixed(2)),
    ]);
    expect([paid.status, withdrawn.status].sort()).toEqual([200, 409]);
    expect(await balanceMinor(m.id)).toBe(0);
  });

  it('counts the daily limit across requests', async () => {
    const m = await merchantWith('20000');
    const a = await bookAddress(m);
    expect((await requestW(m, a.id, '9000')).status).toBe(200);
    const over = await requestW(m, a.id, '1000.01');
    expect(over.status).toBe(400);
    expect(over.json.msg).toContain('1000.00');
    expect((await requestW(m, a.id, '1000')).status).toBe(200);
  });
});

describe('finance: approve, reject, four eyes', () => {
  it('approves a small request with one person; the merchant can no longer cancel it; a reject gives the hold back', async () => {
    const { m, w } = await requested('50');
    const fin = await signedIn('finance');
    const ok = await approve(fin.cookie, w.id);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ status: 'approved', approvals: 1, approvalsNeeded: 1 });
    expect((await wcall('POST', '/cancel', m.token, { id: w.id })).status).toBe(409);
    const before = await balanceMinor(m.id);
    const rejected = await staff.post('/withdrawals/reject', { id: w.id, reason: 'KYC missing' }, fin.cookie);
    expect(rejected.status).toBe(200);
    expect(await balanceMinor(m.id)).toBe(before + 5_100);
    expect((await staff.post('/withdrawals/reject', { id: w.id, reason: 'again' }, fin.cookie)).status).toBe(409);
    expect((await mailsTo(t.db, m.email, 'withdrawal_update')).map((x) => x.data['status'])).toEqual([
      'requested',
      'approved',
      'rejected',
    ]);
  });

  it('needs a second person above the threshold; nobody approves twice', async () => {
    const { w } = await requested('1500', '2000');
    const a = await signedIn('finance');
    const b = await signedIn('admin');
    const first = await approve(a.cookie, w.id);
    expect(first.json.data).toEqual({ status: 'requested', approvals: 1, approvalsNeeded: 2 });
    const twice = await approve(a.cookie, w.id);
    expect(twice.status).toBe(409);
    expect(await statusOf(w.id)).toBe('requested');
    const second = await approve(b.cookie, w.id);
    expect(second.json.data).toEqual({ status: 'approved', approvals: 2, approvalsNeeded: 2 });
  });

  it('voids an approval when the request changes: the replayed digest is refused and the first approval no longer counts', async () => {
    const { w } = await requested('1500', '2000');
    const a = await signedIn('finance');
    const b = await signedIn('finance');
    const seen = await digestOf(a.cookie, w.id);
    expect((await approve(a.cookie, w.id, seen)).status).toBe(200);
    // Someone with database access points the request elsewhere.
    await rows(`update withdrawals set address = '${freshAddress('TRC20')}' where id = ${w.id}`);
    const replayed = await approve(b.cookie, w.id, seen);
    expect(replayed.status).toBe(409);
    const fresh = await approve(b.cookie, w.id);
    expect(fresh.status).toBe(409);
    const detail = (await staff.get(`/withdrawals/detail?id=${w.id}`, b.cookie)).json.data;
    expect(detail.withdrawal.approvals.map((x: { valid: boolean }) => x.valid)).toEqual([false]);
    expect(await statusOf(w.id)).toBe('requested');
  });

  it('lets a cancel and an approval race: exactly one wins and the money agrees', async () => {
    for (let i = 0; i < 3; i++) {
      const { m, w } = await requested('40', '100');
      const fin = await signedIn('finance');
      const digest = await digestOf(fin.cookie, w.id);
      const [cancel, ok] = await Promise.all([
        wcall('POST', '/cancel', m.token, { id: w.id }),
        approve(fin.cookie, w.id, digest),
      ]);
      expect([cancel.status, ok.status].sort()).toEqual([200, 409]);
      const status = await statusOf(w.id);
      expect(status).toBe(cancel.status === 200 ? 'cancelled' : 'approved');
      expect(await balanceMinor(m.id)).toBe(status === 'cancelled' ? 10_000 : 10_000 - 4_100);
    }
  });

  it('shows finance the merchant: money in, address changes, account age; refuses merchants and other roles', async () => {
    const { m, w } = await requested('30', '100');
    const fin = await signedIn('finance');
    const queue = await staff.get('/withdrawals', fin.cookie);
    expect(queue.json.data.list.some((x: { id: number }) => x.id === w.id)).toBe(true);
    const d = (await staff.get(`/withdrawals/detail?id=${w.id}`, fin.cookie)).json.data;
    expect(d.merchant).toMatchObject({ account: m.account, accountAgeDays: 0, available: '69.00', held: '31.00' });
    expect(d.merchant.moneyIn).toContainEqual({ kind: 'deposit', amount: '100.00', count: 1 });
    expect(d.merchant.addressChanges.map((c: { change: string }) => c.change).sort()).toEqual(['added', 'confirmed']);
    const support = await signedIn('support');
    expect((await staff.get(`/withdrawals/detail?id=${w.id}`, support.cookie)).status).toBe(403);
    expect(
      (
        await staff.post(
          '/withdrawals/approve',
          { id: w.id, digest: d.withdrawal.digest, reason: 'x y z' },
          support.cookie,
        )
      ).status,
    ).toBe(403);
    const asMerchant = await t.call('POST', '/api/staff/withdrawals/approve', {
      token: m.token,
      body: { id: w.id, digest: d.withdrawal.digest, reason: 'mine' },
    });
    expect(asMerchant.status).toBe(401);
    expect(await statusOf(w.id)).toBe('requested');
  });
});
