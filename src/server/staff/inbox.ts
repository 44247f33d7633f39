import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { findLocale } from '../../../i18n/locales.ts';
import { AppError } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, leagueApplications, staff } from '../db/schema/index.ts';
import { queueMail } from '../mail/outbox.ts';
import type { StaffActor } from './actor.ts';
import { issueAffiliateCode } from './affiliateCodes.ts';
import { appendAudit } from './audit.ts';

/** Support's two queues: contact-form messages, and affiliate applications (answered within 48 hours). */

const localeOf = (code: string): LocaleCode => findLocale(code)?.code ?? 'en';
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact messages, open ones (oldest first) or closed ones, with who took each. */
export async function listContact(db: Db, f: { closed: boolean; page: number; pageSize: number }) {
  const where = f.closed ? isNotNull(contactMessages.closedAt) : isNull(contactMessages.closedAt);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const rows = await db
    .select({ m: contactMessages, assignee: staff.name })
    .from(contactMessages)
    .leftJoin(staff, eq(staff.id, contactMessages.assignedTo))
    .where(where)
    .orderBy(asc(contactMessages.createdAt))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ m, assignee }) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      company: m.company,
      message: m.message,
      locale: m.locale,
      createdAt: m.createdAt.toISOString(),
      assignee,
      repliedAt: m.repliedAt?.toISOString() ?? null,
      closedAt: m.closedAt?.toISOString() ?? null,
    })),
  };
}

async function openMessage(tx: Db, id: number) {
  const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!m) throw new AppError('not_found');
  if (m.closedAt) throw new AppError('conflict');
  return m;
}

/** Takes an open message (the caller's own, or handed to another person). */
export async function assignContact(
  db: Db,
  actor: StaffActor,
  input: { id: number; staffId?: number | undefined },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const m = await openMessage(tx, input.id);
    const to = input.staffId ?? actor.id!;
    const [person] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, to), isNull(staff.disabledAt)));
    if (!person) throw new AppError('not_found');
    await tx.update(contactMessages).set({ assignedTo: to }).where(eq(contactMessages.id, m.id));
    await appendAudit(
      tx,
      actor,
      {
        action: 'contact.assign',
        target: `contact:${m.id}`,
        before: { assignedTo: m.assignedTo },
        after: { assignedTo: to },
      },
      now,
    );
  });
}

/** Answers a message by e-mail, in the outbox with the audit row; the message stays open until closed. */
export async function replyContact(db: Db, actor: StaffActor, input: { id: number; reply: string }, now: Date) {
  await db.transaction(async (tx) => {
    const m = await openMessage(tx, input.id);
    const { id: mailId } = await queueMail(tx, {
      kind: 'contact_reply',
      // One answer per message and moment: a second answer later is a second mail.
      subject: `contact:${m.id}:${now.getTime()}`,
      userId: null,
      to: m.email,
      locale: localeOf(m.locale),
      data: { name: m.name, reply: input.reply, asked: excerpt(m.message) },
      now,
    });
    await tx
      .update(contactMessages)
      .set({ repliedAt: now, assignedTo: m.assignedTo ?? actor.id })
      .where(eq(contactMessages.id, m.id));
    await appendAudit(tx, actor, { action: 'contact.reply', target: `contact:${m.id}`, after: { mailId } }, now);
  });
}

export async function closeContact(db: Db, actor: StaffActor, input: { id: number; reason: string }, now: Date) {
  await db.transaction(async (tx) => {
    const m = await openMessage(tx, input.id);
    await tx.update(contactMessages).set({ closedAt: now }).where(eq(contactMessages.id, m.id));
    await appendAudit(
      tx,
      actor,
      { action: 'contact.close', target: `contact:${m.id}`, after: { closed: true }, reason: input.reason },
      now,
    );
  });
}

/** Affiliate applications: pending ones first by their 48-hour deadline, with the time left. */
export async function listAffiliates(
  db: Db,
  f: { status: 'pending' | 'approved' | 'rejected'; page: number; pageSize: number },
  now: Date,
) {
  const where = eq(leagueApplications.status, f.status);
  const [total] = await db.select({ n: count() }).from(leagueApplications).where(where);
  const rows = await db
    .select({ a: leagueApplications, decider: staff.name })
    .from(leagueApplications)
    .leftJoin(staff, eq(staff.id, leagueApplications.decidedBy))
    .where(where)
    .orderBy(asc(leagueApplications.reviewBy))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ a, decider }) => ({
      id: a.id,
      name: a.name,
      contact: a.contact,
      channel: a.channel,
      trafficSources: a.trafficSources,
      message: a.message,
      status: a.status as 'pending' | 'approved' | 'rejected',
      createdAt: a.createdAt.toISOString(),
      reviewBy: a.reviewBy.toISOString(),
      /** Minutes left of the 48-hour promise (negative: overdue). */
      minutesLeft: Math.floor((a.reviewBy.getTime() - now.getTime()) / 60_000),
      decidedBy: decider,
      decisionReason: a.decisionReason,
    })),
  };
}

/**
 * Approves or rejects a pending application once (a conditional update from `pending`), with
 * its reason; an applicant who gave an e-mail address is told, in their language.
 */
export async function decideAffiliate(
  db: Db,
  actor: StaffActor,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    const [a] = await tx
      .update(leagueApplications)
      .set({ status, decidedBy: actor.id, decidedAt: now, decisionReason: input.reason })
      .where(and(eq(leagueApplications.id, input.id), eq(leagueApplications.status, 'pending')))
      .returning();
    if (!a) {
      // Decided already: whoever did it is named, as for held money.
      const [done] = await tx
        .select({ by: staff.name })
        .from(leagueApplications)
        .leftJoin(staff, eq(staff.id, leagueApplications.decidedBy))
        .where(eq(leagueApplications.id, input.id));
      if (!done) throw new AppError('not_found');
      throw new AppError('conflict', { key: 'staff.error.alreadyResolved', vars: { who: done.by ?? '—' } });
    }
    // An approved affiliate gets its code now: merchants registering with it are attributed to it.
    const code = status === 'approved' ? await issueAffiliateCode(tx, a, now) : null;
    const contact = a.contact.trim();
    if (EMAIL.test(contact)) {
      await queueMail(tx, {
        kind: 'affiliate_decision',
        subject: `league:${a.id}`,
        userId: null,
        to: contact,
        locale: localeOf(a.locale),
        data: { name: a.name, approved: status === 'approved', reason: input.reason, code },
        now,
      });
    }
    await appendAudit(
      tx,
      actor,
      {
        action: `affiliate.${input.decision}`,
        target: `league:${a.id}`,
        before: { status: 'pending' },
        after: { status, mailed: EMAIL.test(contact), ...(code ? { code } : {}) },
        reason: input.reason,
      },
      now,
    );
  });
}
