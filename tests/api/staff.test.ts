import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/server/staff/audit.ts';
import { STAFF_ROLES, type StaffRole } from '../../src/server/staff/roles.ts';
import { staffApi } from '../../src/server/staff/routes.ts';
import { staffSupportApi } from '../../src/server/staff/supportRoutes.ts';
import { staffInboxApi } from '../../src/server/staff/inboxRoutes.ts';
import { staffCatalogueApi } from '../../src/server/staff/catalogueRoutes.ts';
import { staffAffiliateApi } from '../../src/server/staff/affiliateRoutes.ts';
import { weekOf } from '../../src/shared/isoWeek.ts';
import { staffPasskeyApi } from '../../src/server/staff/passkeyRoutes.ts';
import { addPasskey, softAuthenticator } from '../support/webauthn.ts';
import { staffTemplateApi } from '../../src/server/staff/templateRoutes.ts';
import { staffWithdrawalsApi } from '../../src/server/withdrawals/staffRoutes.ts';
import { digestOf, requested } from '../support/withdrawals.ts';
import { packFiles, template } from '../support/templatePacks.ts';
import { STAFF_PASSWORD, staffCalls, totpAt } from '../support/staff.ts';
import { newMerchant } from '../support/journey.ts';
import { newMerchant as registerMerchant } from '../support/users.ts';
import { paidOrder } from '../support/invoices.ts';
import { sites as sitesTable } from '../../src/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { cartItem, checkout, notify } from '../support/journey.ts';
import { rows, settlement, shiftClock, start, startMoneyApp, t, transfer } from '../support/moneyApp.ts';

// The platform staff's console (issue 28): a password and a second factor always, sessions that
// end, a role per person checked on every route from the router's own table, and an audit row
// for every change, chained by hashes.

startMoneyApp();

const PASSWORD = STAFF_PASSWORD;
const { post, get, signedIn: signIn } = staffCalls({ call: (...args) => t.call(...args) });
const signedIn = (role: StaffRole) => signIn(role, t.db);

/** A live site of a new merchant: an order paid in USDT through the API, provisioned by the job. */
async function aSite() {
  const { order } = await paidOrder();
  await t.jobs.drain();
  const [site] = await t.db.select().from(sitesTable).where(eq(sitesTable.orderId, order.id));
  expect(site?.status).toBe('live');
  return site!;
}

/** A message sent through the contact form (as a visitor does): its id. */
async function contactMessage() {
  const sent = await t.call('POST', '/api/contact/submit', {
    body: { name: 'Visitor', email: `v${Date.now()}@example.com`, message: 'How many sites in Gold?' },
  });
  expect(sent.status).toBe(200);
  return Number(sent.json.data.id);
}

/** An affiliate application (as the affiliate page sends it): its id. */
async function application(contact = `aff${Date.now()}@example.com`) {
  const sent = await t.call('POST', '/api/league/save', { body: { name: 'Partner', contact, channel: 'website' } });
  expect(sent.status).toBe(200);
  const [row] = await rows('select id from league_applications order by id desc limit 1');
  return Number(row!.id);
}

/** A template as the console's form sends it (no pictures: drawn from its design). */
const templateForm = (key: string) => ({
  key,
  names: { en: `Walk ${key}` },
  category: 'slots',
  markets: [1],
  layout: 'classic',
  palette: { color1: '#101018', color2: '#f5b301', color3: '#ffe08a' },
  reason: 'new template',
});

const auditCount = async () => Number((await rows('select count(*) as n from staff_audit'))[0]!.n);

/** A USDT transfer to an address nobody was given: held for review as `unmatched`. */
async function heldTransfer(amount = '25') {
  const e = transfer(`T${'x'.repeat(33)}`, amount);
  expect((await notify(t, 'usdt', e)).status).toBe(200);
  return { provider: 'usdt', id: e.headers['webhook-id']! };
}

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
    const replay = await post('/login/code', { pending: again.json.data.pending, code: totpAt(s.secret, Date.now()) });
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
  const guarded = Object.entries({
    ...staffApi.routes,
    ...staffSupportApi.routes,
    ...staffInboxApi.routes,
    ...staffCatalogueApi.routes,
    ...staffAffiliateApi.routes,
    ...staffPasskeyApi.routes,
    ...staffTemplateApi.routes,
    ...staffWithdrawalsApi.routes,
  }).filter(([, r]) => r['x-access'].roles !== 'public');

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

describe('the audit log', () => {
  it('gets exactly one row from every audited route, and the hash chain finds a row altered in the database', async () => {
    const admin = await signedIn('admin');
    const audited = Object.entries({
      ...staffApi.routes,
      ...staffSupportApi.routes,
      ...staffInboxApi.routes,
      ...staffCatalogueApi.routes,
      ...staffAffiliateApi.routes,
      ...staffPasskeyApi.routes,
      ...staffTemplateApi.routes,
      ...staffWithdrawalsApi.routes,
    }).filter(([, r]) => r['x-access'].audited);
    // Each audited route: what it needs made first (not counted), then the one counted call.
    type Call = () => Promise<{ status: number }>;
    const calls: Record<string, () => Promise<Call>> = {
      resolve: async () => {
        const held = await heldTransfer();
        return () =>
          post(
            '/review/resolve',
            { ...held, action: 'returned', reference: 'ret-1', reason: 'sent back' },
            admin.cookie,
          );
      },
      invite: async () => () =>
        post(
          '/staff/invite',
          { email: `inv${Date.now()}@example.com`, name: 'New', role: 'support', reason: 'hired' },
          admin.cookie,
        ),
      revoke: async () => {
        const other = await signedIn('support');
        const [row] = await rows(`select id from staff where email = '${other.email}'`);
        return () => post('/staff/revoke', { staffId: Number(row!.id), reason: 'left' }, admin.cookie);
      },
      lock: async () => {
        const m = await registerMerchant(t);
        return () => post('/merchant/lock', { userId: m.id, reason: 'fraud check' }, admin.cookie);
      },
      unlock: async () => {
        const m = await registerMerchant(t);
        expect((await post('/merchant/lock', { userId: m.id, reason: 'fraud check' }, admin.cookie)).status).toBe(200);
        return () => post('/merchant/unlock', { userId: m.id, reason: 'cleared' }, admin.cookie);
      },
      endSessions: async () => {
        const m = await registerMerchant(t);
        return () => post('/merchant/end-sessions', { userId: m.id, reason: 'lost phone' }, admin.cookie);
      },
      resendVerification: async () => {
        const m = await registerMerchant(t, { verified: false });
        return () => post('/merchant/resend-verification', { userId: m.id, reason: 'asked by phone' }, admin.cookie);
      },
      suspend: async () => {
        const site = await aSite();
        return () => post('/site/suspend', { siteId: site.id, reason: 'abuse report' }, admin.cookie);
      },
      resume: async () => {
        const site = await aSite();
        expect((await post('/site/suspend', { siteId: site.id, reason: 'abuse report' }, admin.cookie)).status).toBe(
          200,
        );
        return () => post('/site/resume', { siteId: site.id, reason: 'resolved' }, admin.cookie);
      },
      retryProvisioning: async () => {
        const site = await aSite();
        return () => post('/order/retry-provisioning', { orderId: site.orderId, reason: 'host back' }, admin.cookie);
      },
      contactAssign: async () => {
        const id = await contactMessage();
        return () => post('/contact/assign', { id }, admin.cookie);
      },
      contactReply: async () => {
        const id = await contactMessage();
        return () => post('/contact/reply', { id, reply: 'Three sites.' }, admin.cookie);
      },
      contactClose: async () => {
        const id = await contactMessage();
        return () => post('/contact/close', { id, reason: 'answered by phone' }, admin.cookie);
      },
      affiliateDecide: async () => {
        const id = await application();
        return () => post('/affiliates/decide', { id, decision: 'approve', reason: 'good channels' }, admin.cookie);
      },
      settle: async () => {
        const id = await application();
        const approved = await post('/affiliates/decide', { id, decision: 'approve', reason: 'fits' }, admin.cookie);
        expect(approved.status).toBe(200);
        const [aff] = await rows(`select id, code from affiliates where application_id = ${id}`);
        const m = await registerMerchant(t, { body: { leagueCode: aff!.code as string } });
        // Paid last week (the clock moved there and back), so that week has ended and can be settled.
        const lastWeek = weekOf(new Date()).from.getTime() - 4 * 86_400_000;
        shiftClock(lastWeek - Date.now());
        const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
        const p = await start(m.token, order.id, 'usdt');
        expect((await notify(t, 'usdt', transfer(p.address!, order.amount))).status).toBe(200);
        shiftClock(0);
        const week = weekOf(new Date(lastWeek)).week;
        return () =>
          post('/affiliates/settle', { affiliateId: Number(aff!.id), week, reason: 'paid out' }, admin.cookie);
      },
      // The catalogue is shared by every test of the file: each change is put back as it was.
      price: async () => {
        const [p] = await rows('select id, price_minor from packages where active order by id limit 1');
        const price = (Number(p!.price_minor) / 100).toFixed(2);
        return () =>
          post('/catalogue/package/price', { packageId: Number(p!.id), price, reason: 'same price' }, admin.cookie);
      },
      packageActive: async () => {
        const [p] = await rows('select id from packages where active order by id limit 1');
        return () =>
          post(
            '/catalogue/package/active',
            { packageId: Number(p!.id), active: true, reason: 'still on sale' },
            admin.cookie,
          );
      },
      marketActive: async () => () =>
        post('/catalogue/market/active', { countriesId: 1, active: true, reason: 'still open' }, admin.cookie),
      templateActive: async () => {
        const [tp] = await rows('select id from templates where active order by id limit 1');
        return () =>
          post(
            '/catalogue/template/active',
            { templateId: Number(tp!.id), active: true, reason: 'still on sale' },
            admin.cookie,
          );
      },
      templateAdd: async () => () => post('/templates/add', templateForm(`walk-${Date.now()}`), admin.cookie),
      templateEdit: async () => {
        const added = await post('/templates/add', templateForm(`walk-e-${Date.now()}`), admin.cookie);
        const [id] = added.json.data.ids;
        return () => post('/templates/edit', { ...templateForm('x'), id, version: 1, layout: 'split' }, admin.cookie);
      },
      templateImport: async () => () =>
        post(
          '/templates/import',
          { files: packFiles('walk', [template(`walk-p-${Date.now()}`)]), reason: 'a pack' },
          admin.cookie,
        ),
      passkeyRegister: async () => {
        const opts = await post('/passkeys/options', {}, admin.cookie);
        const response = softAuthenticator().register(opts.json.data.options);
        return () => post('/passkeys/register', { name: 'Walk', response }, admin.cookie);
      },
      passkeyRemove: async () => {
        const { id } = await addPasskey(post, admin.cookie, 'Walk 2');
        return () => post('/passkeys/remove', { id }, admin.cookie);
      },
      withdrawalApprove: async () => {
        const { w } = await requested('20', '50');
        const digest = await digestOf(admin.cookie, w.id);
        return () => post('/withdrawals/approve', { id: w.id, digest, reason: 'checked' }, admin.cookie);
      },
      withdrawalReject: async () => {
        const { w } = await requested('20', '50');
        return () => post('/withdrawals/reject', { id: w.id, reason: 'not verified' }, admin.cookie);
      },
      withdrawalExport: async () => {
        const { w } = await requested('20', '50');
        const digest = await digestOf(admin.cookie, w.id);
        expect((await post('/withdrawals/approve', { id: w.id, digest, reason: 'checked' }, admin.cookie)).status).toBe(
          200,
        );
        return () => post('/withdrawals/export', { reason: 'daily batch' }, admin.cookie);
      },
      acceptInvite: async () => {
        const inv = await post(
          '/staff/invite',
          { email: `acc${Date.now()}@example.com`, name: 'Acc', role: 'finance', reason: 'hired' },
          admin.cookie,
        );
        const token = new URLSearchParams(new URL(inv.json.data.link).hash.slice(1)).get('token');
        return () => post('/invite/accept', { token, password: 'a long password' });
      },
    };
    for (const [name] of audited) {
      const prepare = calls[name];
      expect(prepare, `a call for audited route ${name}`).toBeDefined();
      const call = await prepare!();
      const before = await auditCount();
      const res = await call();
      expect(res.status, name).toBe(200);
      expect(await auditCount(), name).toBe(before + 1);
    }
    expect((await verifyAuditChain(t.db)).brokenAt).toBeNull();
    const [victim] = await rows(`select id from staff_audit order by id desc limit 1 offset 2`);
    // A person with database access changes a reason: the trigger must be lifted first, and the chain notices.
    await rows('alter table staff_audit disable trigger staff_audit_keep_rows');
    await rows(`update staff_audit set reason = 'nothing to see' where id = ${victim!.id}`);
    await rows('alter table staff_audit enable trigger staff_audit_keep_rows');
    expect((await verifyAuditChain(t.db)).brokenAt).toBe(Number(victim!.id));
    for (const q of [
      `update staff_audit set reason = 'x' where id = ${victim!.id}`,
      `delete from staff_audit where id = ${victim!.id}`,
      'truncate staff_audit',
    ]) {
      const err = await rows(q).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(err, q).toMatch(/append-only/);
    }
    // Put back as it was, so later tests see an intact chain.
    await rows('alter table staff_audit disable trigger staff_audit_keep_rows');
    await rows(`delete from staff_audit`);
    await rows('alter table staff_audit enable trigger staff_audit_keep_rows');
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
