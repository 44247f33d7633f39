import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import { sendEmailCode } from '../accounts/emailCodes.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { ledger, orders, sessions, sites, users } from '../db/schema/index.ts';
import { balanceOf } from '../orders/balance.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';

/** A filter's text taken literally in LIKE. */
const literal = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Merchants found by account, e-mail, order number, site name or address, own domain, or the
 * hash of a transaction they paid with (each as typed, case-insensitive; a part of an account,
 * e-mail or site name is enough).
 */
export async function searchMerchants(db: Db, q: string) {
  const text = q.trim().toLowerCase();
  if (!text) return { list: [] };
  const like = `%${literal(text)}%`;
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from users where lower(account) like ${like} or lower(email) like ${like}
      union select user_id from orders where lower(order_no) = ${text}
      union select user_id from sites where lower(site_name) like ${like} or lower(slug) = ${text}
      union select s.user_id from site_domains d join sites s on s.id = d.site_id where lower(d.host) = ${text}
      union select user_id from receipts where lower(reference) = ${text.replace(/^0x/, '')} or lower(reference) like ${`${literal(text.replace(/^0x/, ''))}#%`}
      limit 50`),
  );
  if (!found.length) return { list: [] };
  const rows = await db
    .select()
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        found.map((f) => sql`${Number(f.id)}`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(users.createdAt));
  return { list: rows.map(summary) };
}

const summary = (u: typeof users.$inferSelect) => ({
  id: u.id,
  account: u.account,
  email: u.email,
  createdAt: u.createdAt.toISOString(),
  verified: u.emailVerifiedAt !== null,
  locked: u.lockedAt !== null,
});

/** One merchant: profile, balance and recent ledger, orders, sites, live sessions. */
export async function merchantDetail(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('not_found');
  const [lines, orderRows, siteRows, live] = await Promise.all([
    db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(desc(ledger.id)).limit(50),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(50),
    db.select().from(sites).where(eq(sites.userId, userId)).orderBy(desc(sites.id)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
  ]);
  return {
    ...summary(u),
    lockedReason: u.lockedReason,
    locale: u.locale,
    balance: formatMinor(await balanceOf(db, userId)),
    liveSessions: Number(live[0]?.n ?? 0),
    ledger: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount: formatMinor(l.amountMinor),
      reason: l.reason,
      at: l.createdAt.toISOString(),
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      amount: formatMinor(o.amountMinor),
      currency: o.currency,
      siteName: o.siteName,
      payTime: o.payTime?.toISOString() ?? null,
    })),
    sites: siteRows.map((s) => ({
      id: s.id,
      name: s.siteName,
      slug: s.slug,
      status: s.status,
      suspended: s.suspendedAt !== null,
      orderId: s.orderId,
    })),
  };
}

/** Ends every session of a merchant; answers how many. */
async function endSessions(tx: Db, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

type Act = { userId: number; reason: string };

/** Locks a merchant's sign-in (their sessions end with it); a locked merchant stays locked. */
export async function lockMerchant(db: Db, actor: StaffActor, input: Act, now: Date) {
  await db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ lockedAt: now, lockedReason: input.reason })
      .where(and(eq(users.id, input.userId), isNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!u) throw await missingOr(tx, input.userId);
    const ended = await endSessions(tx, input.userId, now);
    await appendAudit(
      tx,
      actor,
      {
        action: 'merchant.lock',
        target: `user:${input.userId}`,
        before: { locked: false },
        after: { locked: true, sessionsEnded: ended },
        reason: input.reason,
      },
      now,
    );
  });
}

export async function unlockMerchant(db: Db, actor: StaffActor, input: Act, now: Date) {
  await db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ lockedAt: null, lockedReason: null })
      .where(and(eq(users.id, input.userId), isNotNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!u) throw await missingOr(tx, input.userId);
    await appendAudit(
      tx,
      actor,
      {
        action: 'merchant.unlock',
        target: `user:${input.userId}`,
        before: { locked: true },
        after: { locked: false },
        reason: input.reason,
      },
      now,
    );
  });
}

export async function endMerchantSessions(db: Db, actor: StaffActor, input: Act, now: Date) {
  return db.transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!u) throw new AppError('not_found');
    const ended = await endSessions(tx, input.userId, now);
    await appendAudit(
      tx,
      actor,
      {
        action: 'merchant.endSessions',
        target: `user:${input.userId}`,
        after: { sessionsEnded: ended },
        reason: input.reason,
      },
      now,
    );
    return { ended };
  });
}

/** Mails a new verification code for the address the merchant has not proved yet. */
export async function resendVerification(db: Db, actor: StaffActor, input: Act, now: Date) {
  await db.transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!u) throw new AppError('not_found');
    if (!u.pendingEmail && u.emailVerifiedAt) throw new AppError('conflict', { key: 'verify.nothingToProve' });
    await sendEmailCode(tx, {
      userId: u.id,
      purpose: u.pendingEmail ? 'change' : 'register',
      email: u.pendingEmail ?? u.email,
      locale: u.locale as LocaleCode,
      now,
    });
    await appendAudit(
      tx,
      actor,
      { action: 'merchant.resendVerification', target: `user:${u.id}`, reason: input.reason },
      now,
    );
  });
}

/** Nothing changed: the merchant is not there (404), or was already as asked (409). */
async function missingOr(tx: Db, userId: number): Promise<AppError> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return u ? new AppError('conflict') : new AppError('not_found');
}
