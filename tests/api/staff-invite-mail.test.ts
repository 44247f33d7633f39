import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailMessages, staff } from '../../src/server/db/schema/index.ts';
import { renderMail } from '../../src/server/mail/render.ts';
import type { MailData } from '../../src/server/mail/kinds.ts';
import { hashToken } from '../../src/server/accounts/tokens.ts';
import { startMoneyApp, t } from '../support/moneyApp.ts';
import { staffCalls } from '../support/staff.ts';

// Issue 28: later staff are invited by an administrator through an e-mailed link (the outbox).

startMoneyApp();

const { post, signedIn } = staffCalls({ call: (...args) => t.call(...args) });

const invitesTo = (email: string) =>
  t.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email.toLowerCase()));

describe('staff invitations by e-mail', () => {
  it('e-mails the invited person a link, in the inviting language, whose token sets their password once', async () => {
    const admin = await signedIn('admin', t.db);
    const email = `Invitee${Date.now()}@Example.com`;
    const inv = await post(
      '/staff/invite',
      { email, name: 'Iris Invitee', role: 'finance', reason: 'new finance hire' },
      admin.cookie,
      { 'accept-language': 'ar' },
    );
    expect(inv.status).toBe(200);
    const [mail, ...more] = await invitesTo(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'staff_invite', locale: 'ar', userId: null });
    const data = mail!.data as MailData['staff_invite'];
    expect(data).toMatchObject({ name: 'Iris Invitee', role: 'finance', expiresHours: 72 });
    // The shown link and the mailed one carry the same secret; the database keeps only its hash.
    const shown = new URLSearchParams(new URL(inv.json.data.link).hash.slice(1)).get('token');
    expect(data.token).toBe(shown);
    const [row] = await t.db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
    expect(row!.inviteHash).toBe(hashToken(data.token));

    const rendered = renderMail({ kind: 'staff_invite', locale: 'ar', data, publicUrl: 'https://console.example' });
    expect(rendered.html).toContain('dir="rtl"');
    const link = /https:\/\/console\.example\/ar\/staff\/invite\/#token=([A-Za-z0-9_-]{43})/.exec(rendered.text);
    expect(link?.[1]).toBe(data.token);
    for (const part of [rendered.html, rendered.text]) expect(part).not.toContain(row!.inviteHash!);

    expect((await post('/invite/accept', { token: link![1], password: 'a long password' })).status).toBe(200);
    expect((await post('/invite/accept', { token: link![1], password: 'another long one' })).status).toBe(404);
  });

  it('sends nothing for an invitation that is refused, and one mail for an address invited twice', async () => {
    const admin = await signedIn('admin', t.db);
    const email = `twice${Date.now()}@example.com`;
    const body = { email, name: 'Twice', role: 'support', reason: 'hire' };
    expect((await post('/staff/invite', body, admin.cookie)).status).toBe(200);
    expect((await post('/staff/invite', { ...body, name: 'Twice again' }, admin.cookie)).status).toBe(409);
    expect(await invitesTo(email)).toHaveLength(1);
    // A support person cannot invite: no row, no mail.
    const support = await signedIn('support', t.db);
    const other = `nope${Date.now()}@example.com`;
    expect((await post('/staff/invite', { ...body, email: other }, support.cookie)).status).toBe(403);
    expect(await invitesTo(other)).toHaveLength(0);
  });
});
