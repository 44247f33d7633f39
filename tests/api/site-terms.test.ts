import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/server/sites/terms/termRules.ts';
import { sweepTerms } from '../../src/server/sites/terms/sweep.ts';
import { checkout, notify, openSandboxPage, pay, sandboxEvent } from '../support/journey.ts';
import { mailsTo } from '../support/mailbox.ts';
import { charge, rows, shiftClock, startMoneyApp, t } from '../support/moneyApp.ts';
import { newMerchant } from '../support/users.ts';
import { signedIn, staff } from '../support/withdrawals.ts';

// A site's term (issue 30): paid until launch + the package's months; reminders 30, 7 and 1 day
// before and on the day, each once; 14 days of grace, then suspended (503), then released after
// 180 days; renewals extend from the end, once per renewal order. The clock is moved (shiftClock).

startMoneyApp();
const DAY = 86_400_000;

/** A merchant with a paid package of `tier` (0: one site, 1: three) and `launched` of its sites live. */
async function liveSites(tier = 0, launched = 1) {
  const m = await newMerchant(t);
  const pkgs = await t.api.get('/api/opening-station/package-list', { query: { countriesId: 1 } });
  const tpls = await t.api.get('/api/cart/template-list', { query: { countriesId: 1, pageSize: 5 } });
  const item = await t.api.post('/api/cart/create', {
    token: m.token,
    body: {
      countriesId: 1,
      packageId: pkgs[tier]!.id,
      templateId: tpls.list[0]!.id,
      siteName: `Term ${randomUUID().slice(0, 8)}`,
      color1: '#0b0d17',
      color2: '#f5b301',
      color3: '#e63946',
    },
  });
  const order = await checkout(t, m.token, item.id);
  await payByCard(m.token, order.id);
  for (let slot = 2; slot <= launched; slot++) {
    const r = await t.call('POST', '/api/site/launch', {
      token: m.token,
      body: {
        orderId: order.id,
        slot,
        siteName: `Term ${randomUUID().slice(0, 8)}`,
        account: 'ops1234',
        password: 'pass1234',
      },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  }
  await t.jobs.drain();
  const res = await t.call('GET', '/api/site', { token: m.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const list = res.json.data.list as SiteView[];
  expect(list.every((s) => s.status === 'live')).toBe(true);
  return { m, order, sites: list.sort((a, b) => a.id - b.id), pkg: pkgs[tier]! };
}
type SiteView = {
  id: number;
  siteName: string;
  status: string;
  paidUntil: string;
  term: string;
  domain: string;
  launchTime: string;
};

async function payByCard(token: string, orderId: number, times = 1) {
  const p = await pay(t, token, { orderId, method: 'sandbox' });
  expect(p.status, JSON.stringify(p.json)).toBe(200);
  const { paymentId, amount } = p.json.data;
  for (let i = 0; i < times; i++) {
    await notify(t, 'sandbox', sandboxEvent(t, { paymentId, chargeId: charge(), amount, currency: 'USD' }));
  }
  await t.jobs.drain();
}

const siteRow = async (id: number) =>
  (await rows(`select term_state, paid_until, slug from sites where id = ${id}`))[0] as {
    term_state: string;
    paid_until: Date;
    slug: string;
  };
const endOf = async (id: number) => new Date((await siteRow(id)).paid_until).getTime();
const termMails = async (email: string) =>
  (await mailsTo(t.db, email, 'site_term')).map((m) => m.data['step'] as string);
/** The clock moved to `days` after (negative: before) a site's end, and the daily sweep run. */
async function sweepAt(end: number, days: number) {
  shiftClock(end + days * DAY - Date.now());
  return sweepTerms(t.db, new Date(end + days * DAY));
}
/** The site's front page at its platform address (the root redirects to its first language). */
async function page(s: SiteView) {
  const root = await t.call('GET', `/s/${s.domain.split('/s/')[1]}`);
  const to = root.status === 302 ? root.headers.get('location') : null;
  return to ? t.call('GET', new URL(to, 'http://localhost').pathname) : root;
}
/** A session at the moved clock (the one from registration has expired by then). */
async function signIn(m: { account: string; password: string }): Promise<string> {
  const r = await t.call('POST', '/api/login/authorize', { body: { account: m.account, password: m.password } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data.accessToken as string;
}

describe('the term of a site', () => {
  it('counts from the day the site went live, by the package’s months; the quote prices one site or the whole package', async () => {
    const { m, sites, pkg } = await liveSites(1, 3);
    for (const s of sites) {
      expect(s.term).toBe('active');
      expect(s.paidUntil).toBe(addMonths(new Date(s.launchTime), 12).toISOString());
    }
    const one = await t.call('GET', `/api/renewals/quote?siteIds=${sites[0]!.id}`, { token: m.token });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ months: 12, currency: 'USD' });
    const price = Number(pkg.price);
    const all = await t.call('GET', `/api/renewals/quote?siteIds=${sites.map((s) => s.id).join(',')}`, {
      token: m.token,
    });
    expect(all.json.data.sites.map((s: { newPaidUntil: string }) => s.newPaidUntil)).toEqual(
      sites.map((s) => addMonths(new Date(s.paidUntil), 12).toISOString()),
    );
    expect(Number(all.json.data.amount)).toBe(price);
    // One site costs its share of the package, rounded up to the cent.
    expect(Number(one.json.data.amount)).toBeCloseTo(Math.ceil((Number(all.json.data.amount) * 100) / 3) / 100, 2);
  });

  it('renews from the current end (not from today), once per renewal order even when paid twice; the surplus goes to the balance', async () => {
    const { m, sites } = await liveSites();
    const site = sites[0]!;
    const end = await endOf(site.id);
    // Renewed 20 days before the end: the new end is a year after the old end, not after today.
    shiftClock(end - 20 * DAY - Date.now());
    const token = await signIn(m);
    const made = await t.call('POST', '/api/renewals/create', { token, body: { siteIds: [site.id] } });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json.data).toMatchObject({ kind: 'renewal', renews: [site.id], existing: false });
    const again = await t.call('POST', '/api/renewals/create', { token, body: { siteIds: [site.id] } });
    expect(again.json.data).toMatchObject({ id: made.json.data.id, existing: true });
    await payByCard(token, made.json.data.id, 2);
    await t.jobs.drain();
    expect(await endOf(site.id)).toBe(addMonths(new Date(end), 12).getTime());
    expect((await siteRow(site.id)).term_state).toBe('active');
    const order = (await t.call('POST', '/api/order/info', { token, body: { id: made.json.data.id } })).json.data;
    expect(order.status).toBe(2);
    expect(order.paidUntil).toBe(addMonths(new Date(end), 12).toISOString());
    // The second payment could not pay the order: it is on the balance, with its line.
    const credited = await rows(
      `select amount_minor from ledger where user_id = ${m.id} and order_id = ${made.json.data.id} and amount_minor > 0`,
    );
    expect(credited).toHaveLength(1);
    expect(await rows(`select count(*)::int as n from site_term_events where site_id = ${site.id}`)).toEqual([
      { n: 1 },
    ]);
    // The job applying it, run again, extends nothing more.
    await t.db.execute(`select 1`);
    const { applyRenewal } = await import('../../src/server/sites/terms/renewals.ts');
    expect(await applyRenewal(t.db, made.json.data.id, new Date())).toBe(0);
    expect(await endOf(site.id)).toBe(addMonths(new Date(end), 12).getTime());
    expect(await termMails(m.email)).toEqual(['d30', 'renewed'].filter((s) => s === 'renewed'));
  });
});

describe('reminders, grace, suspension, release', () => {
  it('reminds 30, 7 and 1 day before and on the day, each once; serves the site in grace; suspends it with 503; a renewal brings it back at once', async () => {
    const { m, sites } = await liveSites();
    const site = sites[0]!;
    const end = await endOf(site.id);
    await sweepAt(end, -40);
    expect(await termMails(m.email)).toEqual([]);
    for (const d of [-30, -29, -7, -7, -1, -0.5]) await sweepAt(end, d);
    expect(await termMails(m.email)).toEqual(['d30', 'd7', 'd1']);
    await sweepAt(end, 0);
    await sweepAt(end, 1);
    expect(await termMails(m.email)).toEqual(['d30', 'd7', 'd1', 'ended']);
    expect((await siteRow(site.id)).term_state).toBe('grace');
    expect((await page(site)).status).toBe(200);
    await sweepAt(end, 13.9);
    expect((await siteRow(site.id)).term_state).toBe('grace');
    await sweepAt(end, 14);
    expect((await siteRow(site.id)).term_state).toBe('suspended');
    const off = await page(site);
    expect(off.status).toBe(503);
    expect(off.headers.get('retry-after')).toBe('86400');
    expect(off.text).toContain('temporarily unavailable');
    expect(await termMails(m.email)).toEqual(['d30', 'd7', 'd1', 'ended', 'suspended']);
    // The console still opens and says so; nothing was deleted.
    const token = await signIn(m);
    const list = (await t.call('GET', '/api/site', { token })).json.data.list;
    expect(list[0]).toMatchObject({ term: 'suspended', status: 'live' });
    // Renewed 20 days after the end: active at once, a year after the OLD end.
    shiftClock(end + 20 * DAY - Date.now());
    const made = await t.call('POST', '/api/renewals/create', { token: await signIn(m), body: { siteIds: [site.id] } });
    await payByCard(await signIn(m), made.json.data.id);
    expect((await siteRow(site.id)).term_state).toBe('active');
    expect(await endOf(site.id)).toBe(addMonths(new Date(end), 12).getTime());
    expect((await page(site)).status).toBe(200);
  });

  it('warns twice before the release, then releases name and address (data kept); a released site cannot be renewed', async () => {
    const { m, sites } = await liveSites();
    const site = sites[0]!;
    const end = await endOf(site.id);
    await sweepAt(end, 15);
    expect((await siteRow(site.id)).term_state).toBe('suspended');
    const release = 14 + 180;
    for (const d of [release - 31, release - 30, release - 8, release - 7, release - 1]) await sweepAt(end, d);
    expect((await termMails(m.email)).slice(-2)).toEqual(['release30', 'release7']);
    await sweepAt(end, release);
    const row = await siteRow(site.id);
    expect(row.term_state).toBe('released');
    expect(row.slug).toBe(`released-${site.id}`);
    expect(await rows(`select count(*)::int as n from site_names where site_id = ${site.id}`)).toEqual([{ n: 0 }]);
    expect(await rows(`select count(*)::int as n from site_versions where site_id = ${site.id}`)).not.toEqual([
      { n: 0 },
    ]);
    expect((await page(site)).status).toBe(404);
    const refused = await t.call('POST', '/api/renewals/create', {
      token: await signIn(m),
      body: { siteIds: [site.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toContain('released');
    expect((await termMails(m.email)).at(-1)).toBe('released');
  });

  it('a sweep away for weeks catches up in one run (grace straight to suspended, one mail); the sweep run twice at once moves and mails once', async () => {
    const a = await liveSites();
    const b = await liveSites();
    const endA = await endOf(a.sites[0]!.id);
    shiftClock(endA + 20 * DAY - Date.now());
    const at = new Date(endA + 20 * DAY);
    const [x, y] = await Promise.all([sweepTerms(t.db, at), sweepTerms(t.db, at)]);
    expect(x.moved + y.moved).toBeGreaterThanOrEqual(2);
    expect((await siteRow(a.sites[0]!.id)).term_state).toBe('suspended');
    expect((await siteRow(b.sites[0]!.id)).term_state).toBe('suspended');
    expect(await termMails(a.m.email)).toEqual(['suspended']);
    expect(await rows(`select to_state from site_term_events where site_id = ${a.sites[0]!.id} order by id`)).toEqual([
      { to_state: 'grace' },
      { to_state: 'suspended' },
    ]);
    // The daily job: queued by several processes for the same day, it runs once.
    const { enqueue } = await import('../../src/server/jobs/queue.ts');
    const { siteTermsJob } = await import('../../src/server/jobs/keys.ts');
    await enqueue(t.db, { ...siteTermsJob(at), now: at });
    await enqueue(t.db, { ...siteTermsJob(at), now: at });
    await t.jobs.drain();
    expect(
      await rows(
        `select count(*)::int as n from jobs where kind = 'site_terms' and dedupe_key = '${siteTermsJob(at).dedupeKey}'`,
      ),
    ).toEqual([{ n: 1 }]);
    expect(await termMails(a.m.email)).toEqual(['suspended']);
  });
});

describe('paying a renewal on the sandbox card page', () => {
  it('goes on to My sites (where the new end shows), not to the Created page of a purchase', async () => {
    const { m, sites } = await liveSites();
    const made = await t.call('POST', '/api/renewals/create', { token: m.token, body: { siteIds: [sites[0]!.id] } });
    const p = await pay(t, m.token, { orderId: made.json.data.id, method: 'sandbox' });
    const { post } = await openSandboxPage(t, p.json.data.payUrl);
    const paid = await post('pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/my-site');
    await t.jobs.drain();
    expect(await endOf(sites[0]!.id)).toBe(addMonths(new Date(sites[0]!.paidUntil), 12).getTime());
  });
});

describe('one state machine', () => {
  it('makes the clock’s moves only when the end says so: a lapse asked on a stale read of a renewed site moves nothing', async () => {
    const { sites } = await liveSites();
    const site = sites[0]!;
    const end = await endOf(site.id);
    const { moveTerm } = await import('../../src/server/sites/terms/transition.ts');
    // A sweep that read the site before a renewal moved its end: the site must stay active.
    const before = new Date(end - DAY);
    for (const move of ['lapse', 'suspend', 'release'] as const) {
      expect(
        await t.db.transaction((tx) =>
          moveTerm(tx, { siteId: site.id, move, actor: 'system', reason: 'x', now: before }),
        ),
      ).toBeNull();
    }
    expect((await siteRow(site.id)).term_state).toBe('active');
    // A renewal from a state it cannot leave (released) moves nothing either.
    await sweepTerms(t.db, new Date(end + 200 * DAY));
    expect((await siteRow(site.id)).term_state).toBe('released');
    const renewed = await t.db.transaction((tx) =>
      moveTerm(tx, {
        siteId: site.id,
        move: 'renew',
        actor: 'merchant',
        reason: 'x',
        now: new Date(end + 200 * DAY),
        extend: (e) => addMonths(e, 12),
      }),
    );
    expect(renewed).toBeNull();
    expect(await rows(`select to_state from site_term_events where site_id = ${site.id} order by id`)).toEqual([
      { to_state: 'grace' },
      { to_state: 'suspended' },
      { to_state: 'released' },
    ]);
  });
});

describe('renewal input and the staff side', () => {
  it('refuses another merchant’s site, bad ids and sites of two packages, changing nothing', async () => {
    const a = await liveSites();
    const b = await liveSites();
    const other = await t.call('POST', '/api/renewals/create', {
      token: a.m.token,
      body: { siteIds: [b.sites[0]!.id] },
    });
    expect(other.status).toBe(404);
    const two = await t.call('POST', '/api/renewals/create', {
      token: a.m.token,
      body: { siteIds: [a.sites[0]!.id, b.sites[0]!.id] },
    });
    expect(two.status).toBe(404);
    for (const q of ['', 'x', '0', '1,,2', '99999999999', `${'1,'.repeat(60)}1`]) {
      const bad = await t.call('GET', `/api/renewals/quote?siteIds=${q}`, { token: a.m.token });
      expect(bad.status, q).toBe(400);
    }
    for (const body of [{}, { siteIds: [] }, { siteIds: ['a'] }, { siteIds: [-1] }, { siteIds: [2 ** 40] }]) {
      const bad = await t.call('POST', '/api/renewals/create', { token: a.m.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows(`select count(*)::int as n from orders where user_id = ${a.m.id} and kind = 'renewal'`)).toEqual([
      { n: 0 },
    ]);
  });

  it('support sees the terms ending and extends one with a reason (audited); finance reads; a merchant cannot', async () => {
    const { m, sites } = await liveSites();
    const site = sites[0]!;
    const end = await endOf(site.id);
    // Swept as of 15 days past the end, the clock itself left alone (staff sessions are real-time).
    await sweepTerms(t.db, new Date(end + 15 * DAY));
    expect((await siteRow(site.id)).term_state).toBe('suspended');
    const support = await signedIn('support');
    const finance = await signedIn('finance');
    const ending = await staff.get('/terms?days=30', finance.cookie);
    expect(ending.status).toBe(200);
    expect(ending.json.data.list.map((r: { siteId: number }) => r.siteId)).toContain(site.id);
    expect((await staff.post('/terms/extend', { siteId: site.id, days: 30, reason: 'x' }, support.cookie)).status).toBe(
      400,
    );
    expect(
      (await staff.post('/terms/extend', { siteId: site.id, days: 30, reason: 'goodwill' }, finance.cookie)).status,
    ).toBe(403);
    const ok = await staff.post(
      '/terms/extend',
      { siteId: site.id, days: 30, reason: 'Goodwill after outage' },
      support.cookie,
    );
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ term: 'active', paidUntil: new Date(end + 30 * DAY).toISOString() });
    // The same click again from a tab that still shows the old end: nothing more (409).
    const stale = await staff.post(
      '/terms/extend',
      { siteId: site.id, days: 30, reason: 'Goodwill after outage', paidUntil: new Date(end).toISOString() },
      support.cookie,
    );
    expect(stale.status).toBe(409);
    const both = await Promise.all(
      [1, 2].map(() =>
        staff.post(
          '/terms/extend',
          { siteId: site.id, days: 1, reason: 'double click', paidUntil: new Date(end + 30 * DAY).toISOString() },
          support.cookie,
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await endOf(site.id)).toBe(end + 31 * DAY);
    expect(
      await rows(
        `select action, reason from staff_audit where target = 'site:${site.id}' and action = 'site.extendTerm'`,
      ),
    ).toEqual([
      { action: 'site.extendTerm', reason: 'Goodwill after outage' },
      { action: 'site.extendTerm', reason: 'double click' },
    ]);
    const merchant = await t.call('GET', '/api/staff/terms', { token: m.token });
    expect([401, 403]).toContain(merchant.status);
  });
});
