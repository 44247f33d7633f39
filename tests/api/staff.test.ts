import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../src/server/staff/roles.ts';
import { STAFF_PASSWORD, staffCalls, totpAt } from '../support/staff.ts';
import { newMerchant } from '../support/journey.ts';
import { rows, settlement, shiftClock, startMoneyApp, t } from '../support/moneyApp.ts';
import { heldTransfer, staffRouteTable } from '../support/staffWalk.ts';

// The platform staff's console (issue 28): a password and a second factor always, sessions that
// end, a role per person checked on every route from the router's own table, and an audit row
// for every change, chained by hashes.

startMoneyApp();

const PASSWORD = STAFF_PASSWORD;
const { post, get, signedIn: signIn } = staffCalls({ call: (...args) => t.call(...args) });
const signedIn = (role: StaffRole) => signIn(role, t.db);

describe('staff sign-in', () => {
  it('enrols the second factor at the first sign-in, sets an HttpOnly strict cookie and answers ten recovery codes', async () => {
    const s = await signedIn('support');
    expect(s.attributes).toMatch(/HttpOnly/i);
    expect(s.attributes).toMatch(/SameSite=Strict/i);
    expect(s.recoveryCodes).toHaveLength(10);
    const me = await get('/me', s.cookie);
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ email: s.email, role: 'support' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-robots-tag')).toMatch(/noindex/);
  });

  it('refuses a wrong password and an unknown address alike, and a TOTP code a second time', async () => {
    const s = await signedIn('finance');
    const wrong = await post('/login', { email: s.email, password: 'not the password' });
    const nobody = await post('/login', { email: 'nobody@example.com', password: PASSWORD });
    expect([wrong.status, nobody.status]).toEqual([401, 401]);
    expect(wrong.json.msg).toBe(nobody.json.msg);
    // The code just used to enrol: the same step again is refused, the next step's is taken.
    const again = await post('/login', { email: s.email, password: PASSWORD });
    expect(again.json.data.next).toBe('code');
    // The enrolment's own code: one computed now could belong to the next 30 s step, which is not used yet.
    const replay = await post('/login/code', {
      pending: again.json.data.pending,
      code: totpAt(s.secret, s.enrolledAtMs),
    });
    expect(replay.status).toBe(401);
    expect(replay.json.msg).toMatch(/already used/);
    shiftClock(31_000);
    const next = await post('/login/code', {
      pending: again.json.data.pending,
      code: totpAt(s.secret, Date.now() + 31_000),
    });
    expect(next.status).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const s = await signedIn('support');
    const code = s.recoveryCodes[0]!;
    const first = await post('/login', { email: s.email, password: PASSWORD });
    expect((await post('/login/code', { pending: first.json.data.pending, code })).status).toBe(200);
    const second = await post('/login', { email: s.email, password: PASSWORD });
    expect((await post('/login/code', { pending: second.json.data.pending, code })).status).toBe(401);
  });

  it('ends a session after 30 minutes unused and after 12 hours whatever happens', async () => {
    const idle = await signedIn('support');
    shiftClock(31 * 60_000);
    expect((await get('/me', idle.cookie)).status).toBe(401);
    shiftClock(0);
    const busy = await signedIn('support');
    for (let m = 20; m < 12 * 60; m += 20) {
      shiftClock(m * 60_000);
      expect((await get('/me', busy.cookie)).status).toBe(200);
    }
    shiftClock((12 * 60 + 1) * 60_000);
    expect((await get('/me', busy.cookie)).status).toBe(401);
  });
});

describe('roles and doors', () => {
  const guarded = staffRouteTable.filter(([, r]) => r['x-access'].roles !== 'public');

  it('lets exactly the allowed roles through every guarded route of the router table', async () => {
    const sessions = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, (await signedIn(role)).cookie] as const)),
    ) as Record<StaffRole, string>;
    for (const [name, r] of guarded) {
      const spec = r['x-spec'];
      for (const role of STAFF_ROLES) {
        if (name === 'logout') continue; // ends the session the loop still needs; its door is the same
        const res =
          spec.method === 'get' ? await get(spec.path, sessions[role]) : await post(spec.path, {}, sessions[role]);
        const allowed = r['x-access'].roles === 'any' || role === 'admin' || r['x-access'].roles.includes(role);
        expect({ route: name, role, forbidden: res.status === 403 }).toEqual({
          route: name,
          role,
          forbidden: !allowed,
        });
        expect(res.status).not.toBe(401);
      }
    }
  });

  it('refuses a merchant token, no session, and a cross-site post on every guarded route', async () => {
    const merchant = await newMerchant(t);
    const admin = await signedIn('admin');
    for (const [, r] of guarded) {
      const spec = r['x-spec'];
      const asMerchant = await t.call(spec.method.toUpperCase(), `/api/staff${spec.path}`, {
        token: merchant,
        ...(spec.method === 'post' ? { body: {} } : {}),
      });
      expect(asMerchant.status).toBe(401);
      if (spec.method === 'post') {
        const crossSite = await post(spec.path, {}, admin.cookie, { 'sec-fetch-site': 'cross-site' });
        expect(crossSite.status).toBe(403);
        expect(crossSite.json.msg).toMatch(/did not come from the console/);
      }
    }
  });
});

describe('money needing review', () => {
  it('credits held money to a merchant once: ledger line, balance, receipt; the same money again counts nothing', async () => {
    const finance = await signedIn('finance');
    const token = await newMerchant(t);
    const [merchant] = await rows(
      `select u.account from users u join sessions s on s.user_id = u.id order by s.id desc limit 1`,
    );
    const held = await heldTransfer('40');
    const list = await get('/review', finance.cookie);
    expect(list.json.data.list.find((e: { id: string }) => e.id === held.id)).toMatchObject({
      reason: 'unmatched',
      amount: '40.000000',
      currency: 'USDT',
    });
    const res = await post(
      '/review/resolve',
      { ...held, action: 'credit', account: merchant!.account, reason: 'customer wrote in' },
      finance.cookie,
    );
    expect(res.status).toBe(200);
    expect((await settlement(token)).balance).toBe('40.00');
    const lines = await rows(
      `select kind, amount_minor::int as amount_minor, reason from ledger where event_id = '${held.id}'`,
    );
    expect(lines).toEqual([{ kind: 'deposit', amount_minor: 4000, reason: 'review' }]);
    expect(await rows(`select outcome from payment_events where id = '${held.id}'`)).toEqual([{ outcome: 'resolved' }]);
    // Resolved again: refused, naming who did it.
    const again = await post(
      '/review/resolve',
      { ...held, action: 'returned', reference: 'r', reason: 'again' },
      finance.cookie,
    );
    expect(again.status).toBe(409);
    expect(again.json.msg).toContain(finance.name);
  });

  it('lets one of two staff resolving one event at once succeed; the other is told who did', async () => {
    const a = await signedIn('finance');
    const b = await signedIn('admin');
    const held = await heldTransfer('5');
    const body = { ...held, action: 'returned', reference: 'chain-return-1', reason: 'returned to the sender' };
    const [x, y] = await Promise.all([
      post('/review/resolve', body, a.cookie),
      post('/review/resolve', body, b.cookie),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const loser = x.status === 409 ? x : y;
    const winner = x.status === 200 ? a : b;
    expect(loser.json.msg).toContain(winner.name);
    expect(
      await rows(`select count(*)::int as n from payment_event_resolutions where event_id = '${held.id}'`),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses a resolution without a reason, and a credit to an unknown merchant, changing nothing', async () => {
    const finance = await signedIn('finance');
    const held = await heldTransfer('7');
    const noReason = await post(
      '/review/resolve',
      { ...held, action: 'returned', reference: 'r', reason: '' },
      finance.cookie,
    );
    expect(noReason.status).toBe(400);
    const nobody = await post(
      '/review/resolve',
      { ...held, action: 'credit', account: 'no-such-merchant', reason: 'wrote in' },
      finance.cookie,
    );
    expect(nobody.status).toBe(400);
    expect(await rows(`select outcome from payment_events where id = '${held.id}'`)).toEqual([{ outcome: 'review' }]);
    expect(
      await rows(`select count(*)::int as n from payment_event_resolutions where event_id = '${held.id}'`),
    ).toEqual([{ n: 0 }]);
  });
});
