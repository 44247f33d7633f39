import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { hit, type RateLimitStore } from '../core/rateLimit.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';
import { queueMail } from '../mail/outbox.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import type { StaffRole } from './roles.ts';
import { endStaffSession, findStaffSession, openStaffSession } from './sessions.ts';
import { newRecoveryCodes, newTotpSecret, recoveryHash, totpStep, totpUri } from './totp.ts';

export const INVITE_MS = 72 * 3600_000;
const RECOVERY_CODE = /^[a-z2-9]{5}-[a-z2-9]{5}$/i;

export interface StaffSignInCtx {
  db: Db;
  limits: RateLimitStore;
  now: () => Date;
  ip: string | null;
}

const signInRefused = () => new AppError('unauthorized', { key: 'staff.error.signIn' });
const emailKey = (email: string) => email.trim().toLowerCase();

/** A person as the console shows them. */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * Step one: the password. Ten wrong tries per address, and thirty per network address, in 15
 * minutes. Answers a pending sign-in; for a person without a second factor yet, a new TOTP
 * secret to enrol first.
 */
export async function passwordStep(
  ctx: StaffSignInCtx,
  input: { email: string; password: string },
): Promise<{ next: 'code'; pending: string } | { next: 'enroll'; pending: string; secret: string; uri: string }> {
  const now = ctx.now();
  const email = emailKey(input.email);
  await hit(ctx.limits, { bucket: 'staff-login-ip', limit: 30, windowMs: 15 * 60_000 }, ctx.ip ?? '-', now);
  await hit(ctx.limits, { bucket: 'staff-login', limit: 10, windowMs: 15 * 60_000 }, email, now);
  const [person] = await ctx.db.select().from(staff).where(eq(staff.email, email));
  // The same work, and the same answer, whether the address is a person's or not.
  const ok = await verifyPassword(person?.passwordHash ?? null, input.password);
  if (!person || !ok || person.disabledAt) throw signInRefused();
  const pending = await openStaffSession(ctx.db, { staffId: person.id, kind: 'pending', ip: ctx.ip, now });
  if (person.totpLastStep !== null && person.totpSecret) return { next: 'code', pending: pending.token };
  // Not enrolled (or an enrolment never confirmed): a new secret each time.
  const secret = newTotpSecret();
  await ctx.db
    .update(staff)
    .set({ totpSecret: secret })
    .where(and(eq(staff.id, person.id), isNull(staff.totpLastStep)));
  return { next: 'enroll', pending: pending.token, secret, uri: totpUri(secret, person.email) };
}

/**
 * Step two: a TOTP code (or, once enrolled, a recovery code) for a pending sign-in. A code is
 * accepted once: the step it belongs to must be later than the last accepted one, taken in
 * one conditional update, so two requests with one code cannot both pass. Five tries per
 * pending sign-in. The first accepted code confirms the enrolment and answers the recovery codes.
 */
export async function codeStep(
  ctx: StaffSignInCtx,
  input: { pending: string; code: string },
): Promise<{ staff: StaffView; session: string; recoveryCodes?: string[] }> {
  const now = ctx.now();
  const pending = await findStaffSession(ctx.db, input.pending, 'pending', now);
  if (!pending) throw signInRefused();
  await hit(ctx.limits, { bucket: 'staff-code', limit: 5, windowMs: 15 * 60_000 }, String(pending.id), now);
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, pending.staffId));
  if (!person?.totpSecret) throw signInRefused();
  const code = input.code.replace(/\s+/g, '');
  const enrolled = person.totpLastStep !== null;
  let recoveryCodes: string[] | undefined;
  if (enrolled && RECOVERY_CODE.test(code)) {
    const used = await ctx.db
      .update(staff)
      .set({ recoveryHashes: sql`${staff.recoveryHashes} - ${recoveryHash(code)}::text` })
      .where(and(eq(staff.id, person.id), sql`${staff.recoveryHashes} ? ${recoveryHash(code)}::text`))
      .returning({ id: staff.id });
    if (!used.length) throw signInRefused();
  } else {
    const step = totpStep(person.totpSecret, code, now);
    if (step === null) throw signInRefused();
    const fresh = await ctx.db.transaction(async (tx) => {
      const generated = enrolled ? null : newRecoveryCodes();
      const [taken] = await tx
        .update(staff)
        .set({ totpLastStep: step, ...(generated ? { recoveryHashes: generated.hashes } : {}) })
        .where(
          and(
            eq(staff.id, person.id),
            eq(staff.totpSecret, person.totpSecret!),
            or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`),
          ),
        )
        .returning({ id: staff.id });
      if (!taken) return null;
      if (generated) {
        const actor = actorOf(person, null, ctx.ip);
        await appendAudit(
          tx,
          actor,
          { action: 'staff.enrol', target: `staff:${person.id}`, after: { totp: true } },
          now,
        );
      }
      return { codes: generated?.codes };
    });
    if (!fresh) throw new AppError('unauthorized', { key: 'staff.error.codeReused' });
    recoveryCodes = fresh.codes;
  }
  await endStaffSession(ctx.db, pending.id, now);
  const session = await openStaffSession(ctx.db, { staffId: person.id, kind: 'session', ip: ctx.ip, now });
  return {
    staff: { id: person.id, email: person.email, name: person.name, role: person.role as StaffRole },
    session: session.token,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

const actorOf = (
  p: { id: number; email: string; name: string; role: string },
  sessionId: number | null,
  ip: string | null,
) => ({ id: p.id, email: p.email, name: p.name, role: p.role as StaffRole, sessionId, ip }) satisfies StaffActor;

/** The command line's pseudo-person in the audit log (the first administrator is made there). */
export const COMMAND_LINE: StaffActor = {
  id: null,
  email: 'command line',
  name: 'command line',
  role: 'admin',
  sessionId: null,
  ip: null,
};

/**
 * A person with a password (the command line's `staff:add`), or invited to set one (an
 * administrator). Answers the invitation's token when there is no password.
 */
export async function addStaff(
  db: Db,
  actor: StaffActor,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    password?: string;
    reason?: string | null;
    /** The invitation's language (the inviting administrator's). */
    locale?: LocaleCode;
  },
  now: Date,
): Promise<{ id: number; inviteToken: string | null }> {
  const email = emailKey(input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const inviteToken = input.password ? null : newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash,
        inviteHash: inviteToken ? hashToken(inviteToken) : null,
        inviteExpiresAt: inviteToken ? new Date(now.getTime() + INVITE_MS) : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) throw new AppError('conflict', { key: 'errors.conflict' });
    await appendAudit(
      tx,
      actor,
      {
        action: inviteToken ? 'staff.invite' : 'staff.add',
        target: `staff:${row.id}`,
        after: { email, name: input.name.trim(), role: input.role },
        reason: input.reason ?? null,
      },
      now,
    );
    // The invitation goes out with the row (the outbox): committed together or not at all.
    if (inviteToken) {
      await queueMail(tx, {
        kind: 'staff_invite',
        subject: `staff:${row.id}:invite`,
        userId: null,
        to: email,
        locale: input.locale ?? 'en',
        data: {
          name: input.name.trim(),
          inviter: actor.name,
          role: input.role,
          token: inviteToken,
          expiresHours: INVITE_MS / 3600_000,
        },
        now,
      });
    }
    return { id: row.id, inviteToken };
  });
}

/** An invited person sets a password with the link's token (once, within 72 hours). */
export async function acceptInvite(
  db: Db,
  input: { token: string; password: string; ip: string | null },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [person] = await tx
      .update(staff)
      .set({ passwordHash, inviteHash: null, inviteExpiresAt: null })
      .where(
        and(eq(staff.inviteHash, hashToken(input.token)), gt(staff.inviteExpiresAt, now), isNull(staff.disabledAt)),
      )
      .returning();
    if (!person) throw new AppError('not_found', { key: 'staff.error.inviteInvalid' });
    await appendAudit(
      tx,
      actorOf(person, null, input.ip),
      { action: 'staff.acceptInvite', target: `staff:${person.id}` },
      now,
    );
  });
}

/** Everyone, for the administrators' list. */
export async function listStaff(db: Db) {
  const rows = await db.select().from(staff).orderBy(staff.id);
  const seen = rowsOf<{ staff_id: number; at: string }>(
    await db.execute(
      sql`select staff_id, max(last_seen_at) as at from staff_sessions where kind = 'session' group by staff_id`,
    ),
  );
  const lastSeen = new Map(seen.map((r) => [Number(r.staff_id), r.at]));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as StaffRole,
    active: !r.disabledAt && Boolean(r.passwordHash),
    enrolled: r.totpLastStep !== null,
    lastSeenAt: lastSeen.has(r.id) ? new Date(lastSeen.get(r.id)!).toISOString() : null,
  }));
}
