import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/server/staff/audit.ts';
import type { StaffRole } from '../../src/server/staff/roles.ts';
import { weekOf } from '../../src/shared/isoWeek.ts';
import { addPasskey, softAuthenticator } from '../support/webauthn.ts';
import { digestOf, requested } from '../support/withdrawals.ts';
import { packFiles, template } from '../support/templatePacks.ts';
import { staffCalls } from '../support/staff.ts';
import { newMerchant as registerMerchant } from '../support/users.ts';
import { cartItem, checkout, notify } from '../support/journey.ts';
import { rows, shiftClock, start, startMoneyApp, t, transfer } from '../support/moneyApp.ts';
import {
  aSite,
  application,
  auditCount,
  contactMessage,
  heldTransfer,
  staffRouteTable,
  templateForm,
} from '../support/staffWalk.ts';

// The audit log of the staff console (issue 28): every route that changes something leaves exactly
// one row, in the same transaction, chained by hashes that a check walks.

startMoneyApp();

const { post, signedIn: signIn } = staffCalls({ call: (...args) => t.call(...args) });
const signedIn = (role: StaffRole) => signIn(role, t.db);

describe('the audit log', () => {
  it('gets exactly one row from every audited route, and the hash chain finds a row altered in the database', async () => {
    const admin = await signedIn('admin');
    const audited = staffRouteTable.filter(([, r]) => r['x-access'].audited);
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
      termExtend: async () => {
        const site = await aSite();
        return () => post('/terms/extend', { siteId: site.id, days: 10, reason: 'goodwill' }, admin.cookie);
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
