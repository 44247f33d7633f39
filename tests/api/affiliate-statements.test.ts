import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weekOf } from '../../src/shared/isoWeek.ts';
import { commissionOf } from '../../src/server/staff/affiliateStatements.ts';
import { cartItem, checkout, notify, pay, sandboxEvent } from '../support/journey.ts';
import { assertMoneyInvariants } from '../support/moneyInvariants.ts';
import { staffCalls } from '../support/staff.ts';
import { queryRows, startTestApp, type TestApp } from '../support/testApp.ts';
import { newMerchant, uniqueAccount } from '../support/users.ts';
import type { StaffRole } from '../../src/server/staff/roles.ts';

// Affiliate attribution, weekly statements and their settlement (staff console): a merchant who
// registered with an approved affiliate's code is the affiliate's; the orders they paid in an ISO
// week (UTC) earn the configured rate, rounded down per order; finance settles an ended week once.

/** 12.34 %: a rate whose commission on the seeded prices has a fraction, so the rounding shows. */
const RATE_BP = 1234;
const DAY = 86_400_000;
let t: TestApp;
let shift = 0;
const rows = (q: string) => queryRows(t.db)(q);
const staff = staffCalls({ call: (...args) => t.call(...args) });
/** A staff member signed in on the app's clock as it runs now. */
const signedIn = (role: StaffRole) => staff.signedIn(role, t.db, Date.now() + shift);

beforeAll(async () => {
  t = await startTestApp(
    { RATE_LIMIT_REGISTER_IP: 1000, AFFILIATE_COMMISSION_BP: RATE_BP },
    { now: () => new Date(Date.now() + shift) },
  );
});
afterEach(async () => {
  await assertMoneyInvariants(rows, { settled: false });
  shift = 0;
});
afterAll(() => t?.close());

/** The week `back` weeks before the current one, and an instant in it (`day` 0 = Monday, noon UTC). */
function weekBack(back: number) {
  const current = weekOf(new Date());
  const from = current.from.getTime() - back * 7 * DAY;
  return { ...weekOf(new Date(from)), at: (day = 2) => new Date(from + day * DAY + 12 * 3_600_000) };
}

/** An application approved by support: the affiliate's id and code, and the applicant's address. */
async function approvedAffiliate(name: string) {
  const contact = `${uniqueAccount('aff')}@example.com`;
  const sent = await t.call('POST', '/api/league/save', { body: { name, contact, channel: 'website' } });
  expect(sent.status).toBe(200);
  const [app] = await rows(`select id from league_applications where contact = '${contact}'`);
  const support = await signedIn('support');
  const decided = await staff.post(
    '/affiliates/decide',
    { id: Number(app!.id), decision: 'approve', reason: 'good channels' },
    support.cookie,
  );
  expect(decided.status).toBe(200);
  const partners = await staff.get('/affiliates/partners', support.cookie);
  expect(partners.json.data.rateBp).toBe(RATE_BP);
  const a = partners.json.data.list.find((p: { name: string }) => p.name === name);
  expect(a.code).toMatch(/^[A-Z2-9]{10}$/);
  return { id: Number(a.id), code: a.code as string, contact };
}

/** An order of `token`'s merchant paid with the sandbox card at `at` (the app's clock moved there and back). */
async function paidAt(token: string, at: Date) {
  shift = at.getTime() - Date.now();
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  const started = await pay(t, token, { orderId: order.id, method: 'sandbox' });
  expect(started.status).toBe(200);
  const e = sandboxEvent(t, { paymentId: started.json.data.paymentId, amount: order.amount, currency: 'USD' });
  expect((await notify(t, 'sandbox', e)).status).toBe(200);
  shift = 0;
  const [row] = await rows(`select status, pay_time, amount_minor from orders where id = ${order.id}`);
  expect(Number(row!.status)).toBe(1);
  return { id: order.id, amountMinor: Number(row!.amount_minor) };
}

/** An order checked out at `at` and never paid: cancelled then when `cancel`, else left pending. */
async function unpaidAt(token: string, at: Date, cancel: boolean) {
  shift = at.getTime() - Date.now();
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  if (cancel)
    expect((await t.call('POST', '/api/order/edit', { token, body: { id: order.id, status: 5 } })).status).toBe(200);
  shift = 0;
  return order.id;
}

const statement = (cookie: string, affiliateId: number, week: string) =>
  staff.get(`/affiliates/statement?affiliateId=${affiliateId}&week=${week}`, cookie);
const settle = (cookie: string, body: Record<string, unknown>, lang?: string) =>
  staff.post('/affiliates/settle', body, cookie, lang ? { 'accept-language': lang } : {});
const count = async (table: string) => Number((await rows(`select count(*) as n from ${table}`))[0]!.n);
const cents = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describe('affiliate attribution', () => {
  it('gives an approved application a unique code, mailed to the applicant; registration takes it in any case', async () => {
    const a = await approvedAffiliate('Code Partner');
    const b = await approvedAffiliate('Other Code Partner');
    expect(a.code).not.toBe(b.code);
    const [mail] = await rows(`select data from mail_messages where to_address = '${a.contact}'`);
    expect(mail!.data).toMatchObject({ approved: true, code: a.code });
    const m = await newMerchant(t, { body: { leagueCode: a.code.toLowerCase() } });
    const [u] = await rows(`select referrer_code from users where id = ${m.id}`);
    expect(u!.referrer_code).toBe(a.code);
    // A rejected application gets no code.
    const contact = `${uniqueAccount('rej')}@example.com`;
    await t.call('POST', '/api/league/save', { body: { name: 'Rejected', contact, channel: 'ads' } });
    const [app] = await rows(`select id from league_applications where contact = '${contact}'`);
    const support = await signedIn('support');
    const before = await count('affiliates');
    const r = await staff.post(
      '/affiliates/decide',
      { id: Number(app!.id), decision: 'reject', reason: 'not a fit' },
      support.cookie,
    );
    expect(r.status).toBe(200);
    expect(await count('affiliates')).toBe(before);
  });

  it('refuses an unknown code at registration as before, and a merchant’s own code attributes nothing', async () => {
    const a = await approvedAffiliate('Own Code Check');
    const before = await count('users');
    const unknown = await t.call('POST', '/api/login/register', {
      body: {
        account: uniqueAccount(),
        password: 'secret123',
        email: `${uniqueAccount()}@example.com`,
        leagueCode: 'ZZZZZZZZZZ',
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.issues[0].path).toBe('leagueCode');
    expect(await count('users')).toBe(before);
    // Registered with another merchant's own code: accepted (the referral is kept), not the affiliate's.
    const referrer = await newMerchant(t, { body: { leagueCode: a.code } });
    const [own] = await rows(`select league_code from users where id = ${referrer.id}`);
    const invited = await newMerchant(t, { body: { leagueCode: own!.league_code as string } });
    await paidAt(invited.token, weekBack(1).at(2));
    const support = await signedIn('support');
    const partners = (await staff.get('/affiliates/partners', support.cookie)).json.data.list;
    expect(partners.find((p: { id: number }) => p.id === a.id).merchants).toBe(1);
    const s = await statement(support.cookie, a.id, weekBack(1).week);
    expect(s.json.data.orders).toEqual([]);
  });
});

describe('weekly statements', () => {
  it('lists exactly the attributed orders paid in the week, per currency, with the commission rounded down per order', async () => {
    const a = await approvedAffiliate('Statement Partner');
    const b = await approvedAffiliate('Statement Rival');
    const last = weekBack(1);
    const [m1, m2, mb, outsider] = [
      await newMerchant(t, { body: { leagueCode: a.code } }),
      await newMerchant(t, { body: { leagueCode: a.code } }),
      await newMerchant(t, { body: { leagueCode: b.code } }),
      await newMerchant(t),
    ];
    const o1 = await paidAt(m1.token, last.at(0)); // Monday
    const o2 = await paidAt(m1.token, last.at(6)); // Sunday
    const o3 = await paidAt(m2.token, last.at(3));
    await unpaidAt(m1.token, last.at(2), true);
    await unpaidAt(m2.token, new Date(), false);
    const older = await paidAt(m1.token, weekBack(2).at(6));
    const current = await paidAt(m2.token, new Date());
    const rival = await paidAt(mb.token, last.at(2));
    await paidAt(outsider.token, last.at(2));

    const support = await signedIn('support');
    const s = await statement(support.cookie, a.id, last.week);
    expect(s.status).toBe(200);
    const data = s.json.data;
    expect(data).toMatchObject({
      affiliate: { id: a.id, code: a.code, name: 'Statement Partner' },
      week: last.week,
      from: last.from.toISOString(),
      to: last.to.toISOString(),
      ended: true,
      rateBp: RATE_BP,
      settled: null,
    });
    // In the order they were paid: Monday, Thursday, Sunday.
    const mine = [o1, o3, o2];
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual(mine.map((o) => o.id));
    const each = mine.map((o) => Number((BigInt(o.amountMinor) * BigInt(RATE_BP)) / 10_000n));
    expect(data.orders.map((o: { commission: string }) => o.commission)).toEqual(each.map(cents));
    const total = mine.reduce((s, o) => s + o.amountMinor, 0);
    expect(data.totals).toEqual([
      { currency: 'USD', orders: 3, amount: cents(total), commission: cents(each.reduce((x, y) => x + y, 0)) },
    ]);
    // Rounded per order: the seeded price at 12.34 % has a fraction, so the total's own floor is more.
    expect(Math.floor((total * RATE_BP) / 10_000)).toBeGreaterThan(each.reduce((x, y) => x + y, 0));

    expect(
      (await statement(support.cookie, b.id, last.week)).json.data.orders.map((o: { id: number }) => o.id),
    ).toEqual([rival.id]);
    expect(
      (await statement(support.cookie, a.id, weekBack(2).week)).json.data.orders.map((o: { id: number }) => o.id),
    ).toEqual([older.id]);
    const open = (await statement(support.cookie, a.id, weekBack(0).week)).json.data;
    expect(open.ended).toBe(false);
    expect(open.orders.map((o: { id: number }) => o.id)).toEqual([current.id]);

    // Per currency: an order in another currency is totalled apart.
    await rows(`update orders set currency = 'EUR' where id = ${o3.id}`);
    const split = (await statement(support.cookie, a.id, last.week)).json.data.totals;
    expect(split.map((x: { currency: string; orders: number }) => [x.currency, x.orders])).toEqual([
      ['EUR', 1],
      ['USD', 2],
    ]);
    await rows(`update orders set currency = 'USD' where id = ${o3.id}`);
  });

  it('answers a localized 400 for a week that does not exist and 404 for an unknown affiliate', async () => {
    const support = await signedIn('support');
    for (const week of ['2026-W54', '2021-W53', 'last week', '2026-W5']) {
      const r = await t.call('GET', `/api/staff/affiliates/statement?affiliateId=1&week=${encodeURIComponent(week)}`, {
        headers: { cookie: support.cookie },
        lang: 'es',
      });
      expect(r.status, week).toBe(400);
      expect(r.json.issues[0]).toMatchObject({ path: 'week', message: expect.stringMatching(/semana/) });
    }
    expect((await statement(support.cookie, 999_999, weekBack(1).week)).status).toBe(404);
  });
});

describe('settling a week', () => {
  async function weekWithOrders() {
    const a = await approvedAffiliate(`Settle ${uniqueAccount('p')}`);
    const m = await newMerchant(t, { body: { leagueCode: a.code } });
    const last = weekBack(1);
    const orders = [await paidAt(m.token, last.at(1)), await paidAt(m.token, last.at(4))];
    const current = await paidAt(m.token, new Date());
    return { a, m, last, orders, current };
  }

  it('settles once: two finance staff at once make one row, the other is told who; again is refused naming them', async () => {
    const { a, last, orders, current } = await weekWithOrders();
    const [f1, f2] = [await signedIn('finance'), await signedIn('finance')];
    const audits = await count('staff_audit');
    const body = { affiliateId: a.id, week: last.week, reference: 'payout-7781', reason: 'paid by bank transfer' };
    const [x, y] = await Promise.all([settle(f1.cookie, body), settle(f2.cookie, body)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [won, lost] = x.status === 200 ? [x, y] : [y, x];
    const winner = won === x ? f1 : f2;
    expect(lost.json.msg).toContain(winner.name);
    expect(won.json.data.settled).toMatchObject({ by: winner.name, reference: 'payout-7781' });
    const settled = await rows(
      `select currency, order_count, amount_minor, commission_minor, rate_bp, settled_by from affiliate_settlements where affiliate_id = ${a.id}`,
    );
    const amount = orders.reduce((s, o) => s + o.amountMinor, 0);
    const commission = orders.reduce((s, o) => s + commissionOf(o.amountMinor, RATE_BP), 0);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ currency: 'USD', order_count: 2, rate_bp: RATE_BP });
    expect([Number(settled[0]!.amount_minor), Number(settled[0]!.commission_minor)]).toEqual([amount, commission]);
    const lines = await rows(
      `select order_id from affiliate_settlement_lines l join affiliate_settlements s on s.id = l.settlement_id where s.affiliate_id = ${a.id} order by order_id`,
    );
    expect(lines.map((l) => Number(l.order_id))).toEqual(orders.map((o) => o.id));
    // One audit row, with the reason and the reference.
    expect(await count('staff_audit')).toBe(audits + 1);
    const [audit] = await rows('select action, target, reason, after from staff_audit order by id desc limit 1');
    expect(audit).toMatchObject({
      action: 'affiliate.settle',
      target: `affiliate:${a.id}`,
      reason: 'paid by bank transfer',
    });
    expect(audit!.after).toMatchObject({ week: last.week, reference: 'payout-7781' });

    const again = await settle(f2.cookie, body);
    expect(again.status).toBe(409);
    expect(again.json.msg).toContain(winner.name);
    expect(await count('staff_audit')).toBe(audits + 1);

    // Frozen: an order moved into the week afterwards does not change the settled statement.
    await rows(`update orders set pay_time = '${last.at(5).toISOString()}' where id = ${current.id}`);
    const frozen = (await statement(f1.cookie, a.id, last.week)).json.data;
    expect(frozen.orders.map((o: { id: number }) => o.id)).toEqual(orders.map((o) => o.id));
    expect(frozen.totals[0]).toMatchObject({ orders: 2, amount: cents(amount), commission: cents(commission) });
    expect(frozen.settled).toMatchObject({ by: winner.name, reason: 'paid by bank transfer' });
  });

  it('refuses a week not yet ended, a week with nothing, support, a merchant token, and bad input, changing nothing', async () => {
    const { a, m, last } = await weekWithOrders();
    const finance = await signedIn('finance');
    const support = await signedIn('support');
    const rowsBefore = await count('affiliate_settlements');
    const audits = await count('staff_audit');
    const reason = 'paid by bank transfer';

    const open = await settle(finance.cookie, { affiliateId: a.id, week: weekBack(0).week, reason });
    expect(open.status).toBe(409);
    expect(open.json.msg).toMatch(/not ended/);
    const empty = await settle(finance.cookie, { affiliateId: a.id, week: weekBack(3).week, reason });
    expect(empty.status).toBe(409);
    expect(empty.json.msg).toMatch(/nothing to settle/);
    const bySupport = await settle(support.cookie, { affiliateId: a.id, week: last.week, reason });
    expect(bySupport.status).toBe(403);
    const byMerchant = await t.call('POST', '/api/staff/affiliates/settle', {
      token: m.token,
      body: { affiliateId: a.id, week: last.week, reason },
    });
    expect(byMerchant.status).toBe(401);
    expect((await t.call('GET', `/api/staff/affiliates/partners`, { token: m.token })).status).toBe(401);
    const bad: [Record<string, unknown>, string][] = [
      [{ affiliateId: a.id, week: '2026-W54', reason }, 'week'],
      [{ affiliateId: a.id, week: last.week, reason: ' ' }, 'reason'],
      [{ affiliateId: 'one', week: last.week, reason }, 'affiliateId'],
      [{ affiliateId: a.id, week: last.week, reason, reference: 'x'.repeat(201) }, 'reference'],
    ];
    for (const [body, path] of bad) {
      const r = await settle(finance.cookie, body, 'ru');
      expect(r.status, path).toBe(400);
      expect(r.json.issues.map((i: { path: string }) => i.path)).toContain(path);
      expect(r.json.msg).toMatch(/[а-яё]/i);
    }
    const unknown = await settle(finance.cookie, { affiliateId: 999_999, week: last.week, reason });
    expect(unknown.status).toBe(404);
    expect(await count('affiliate_settlements')).toBe(rowsBefore);
    expect(await count('staff_audit')).toBe(audits);
    // Admin passes every role check.
    const admin = await signedIn('admin');
    expect((await settle(admin.cookie, { affiliateId: a.id, week: last.week, reason })).status).toBe(200);
  });
});
