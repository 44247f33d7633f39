import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { UserInfo } from '../../shared/types.ts';
import type { ProfileInput } from '../../shared/schemas/user.ts';
import type { MerchantCtx } from '../core/context.ts';
import { checkOwnPassword, hashPassword } from './passwords.ts';
import type { LimitsCtx } from '../core/rateLimit.ts';
import { idleCutoff } from './sessions.ts';
import { queueMail } from '../mail/outbox.ts';

type UserRow = typeof users.$inferSelect;

/** A merchant at their account settings: which session asks, and the password-guess limit. */
export interface AccountCtx extends MerchantCtx, LimitsCtx {
  sessionId: number;
  idleDays: number;
}

/** The public shape of a user: never the password hash. */
export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    username: u.account,
    nickname: u.nickname,
    img: u.img,
    email: u.email,
    realName: u.realName,
    phoneCode: u.phoneCode,
    phone: u.phone,
    otherContact: u.otherContact,
    remark: u.remark,
    leagueCode: u.leagueCode,
    emailBounced: u.emailBouncedAt !== null,
    createdAt: u.createdAt.toISOString(),
    emailVerified: u.emailVerifiedAt !== null,
    pendingEmail: u.pendingEmail,
    locale: u.locale,
    noticesOff: u.noticesOff,
    companyName: u.companyName,
    billingAddress: u.billingAddress,
    billingCountry: u.billingCountry,
    taxNumber: u.taxNumber,
  };
}

/**
 * Which of an account name and an email another user already holds (both compare
 * case-insensitively, as the unique indexes do); the account is reported first.
 */
export async function findTaken(
  db: Db,
  input: { account?: string; email?: string; exceptUserId?: number },
): Promise<'account' | 'email' | null> {
  const lower = (s: string) => s.toLowerCase();
  const match: SQL[] = [];
  if (input.account !== undefined) match.push(sql`lower(${users.account}) = ${lower(input.account)}`);
  if (input.email !== undefined) match.push(sql`lower(${users.email}) = ${lower(input.email)}`);
  if (!match.length) return null;
  const rows = await db
    .select({ account: users.account, email: users.email })
    .from(users)
    .where(and(or(...match), input.exceptUserId === undefined ? undefined : ne(users.id, input.exceptUserId)));
  if (input.account !== undefined && rows.some((r) => lower(r.account) === lower(input.account!))) return 'account';
  return rows.length ? 'email' : null;
}

export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('unauthorized');
  return u;
}

/**
 * The current password, typed to confirm a change. Wrong is 400, never 401 (the client
 * reads 401 as a lost session); guesses count per session, apart from the login's counters.
 */
export async function confirmPassword(ctx: AccountCtx, user: UserRow, password: string, path: string): Promise<void> {
  const ok = await checkOwnPassword({
    ctx,
    input: { sessionId: ctx.sessionId, stored: user.passwordHash, password },
  });
  if (!ok) {
    throw new AppError('validation_failed', {
      key: 'personal.wrongPassword',
      issues: [{ path, key: 'personal.wrongPassword' }],
    });
  }
}

export async function getUserInfo({ ctx }: { ctx: MerchantCtx }): Promise<UserInfo> {
  return toUserInfo(await loadUser(ctx.db, ctx.userId));
}

export async function saveProfile({ ctx, input }: { ctx: MerchantCtx; input: ProfileInput }): Promise<UserInfo> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: ctx.now() };
  const fields = ['nickname', 'realName', 'phoneCode', 'phone', 'otherContact', 'remark', 'img'] as const;
  const billing = ['companyName', 'billingAddress', 'billingCountry', 'taxNumber'] as const;
  for (const k of [...fields, ...billing]) {
    const v = input[k];
    if (v !== undefined) set[k] = v === null || v === '' ? null : v;
  }
  if (input.locale !== undefined) set.locale = input.locale;
  if (input.noticesOff !== undefined) set.noticesOff = [...new Set(input.noticesOff)];
  const [u] = await ctx.db.update(users).set(set).where(eq(users.id, ctx.userId)).returning();
  if (!u) throw new AppError('unauthorized');
  return toUserInfo(u);
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: AccountCtx;
  input: { oldPassword: string; newPassword: string };
}): Promise<void> {
  const u = await loadUser(ctx.db, ctx.userId);
  await confirmPassword(ctx, u, input.oldPassword, 'oldPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, ctx.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, ctx.userId), ne(sessions.id, ctx.sessionId), isNull(sessions.revokedAt)));
    // Security mail: the owner hears of it even when someone else changed it.
    await queueMail(tx, {
      kind: 'password_changed',
      subject: `change:${ctx.userId}:${now.toISOString()}`,
      userId: ctx.userId,
      to: u.email,
      locale: u.locale,
      data: { at: now.toISOString() },
      now,
    });
  });
}

/** The user's live sessions, most recently used first. */
export async function listSessions({ ctx }: { ctx: AccountCtx }) {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, ctx.userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, idleCutoff(ctx.now(), ctx.idleDays)),
      ),
    )
    .orderBy(sql`${sessions.lastSeenAt} desc`);
  return rows.map((s) => ({
    id: s.id,
    current: s.id === ctx.sessionId,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
  }));
}

export async function revokeSession({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<void> {
  const done = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, ctx.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Someone else's session id looks exactly like a missing one.
  if (!done.length) throw new AppError('not_found');
}
