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
import { isUniqueViolation } from '../db/errors.ts';

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

async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('unauthorized');
  return u;
}

/**
 * The current password, typed to confirm a change. Wrong is 400, never 401 (the client
 * reads 401 as a lost session); guesses count per session, apart from the login's counters.
 */
async function confirmPassword(ctx: AccountCtx, user: UserRow, password: string, path: string): Promise<void> {
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
  for (const k of ['nickname', 'realName', 'phoneCode', 'phone', 'otherContact', 'remark', 'img'] as const) {
    const v = input[k];
    if (v !== undefined) set[k] = v === null || v === '' ? null : v;
  }
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
  });
}

/** Changes the email after the current password is confirmed; 400 when it is the same, 409 when another user has it. */
export async function changeEmail({
  ctx,
  input,
}: {
  ctx: AccountCtx;
  input: { newEmail: string; password: string };
}): Promise<UserInfo> {
  const u = await loadUser(ctx.db, ctx.userId);
  await confirmPassword(ctx, u, input.password, 'password');
  // The same address is no change: saying "changed" would mislead.
  if (input.newEmail.toLowerCase() === u.email.toLowerCase()) {
    throw new AppError('validation_failed', {
      key: 'personal.emailSame',
      issues: [{ path: 'newEmail', key: 'personal.emailSame' }],
    });
  }
  if (await findTaken(ctx.db, { email: input.newEmail, exceptUserId: ctx.userId })) {
    throw new AppError('conflict', { key: 'auth.emailTaken' });
  }
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ email: input.newEmail, updatedAt: ctx.now() })
      .where(eq(users.id, ctx.userId))
      .returning();
    return toUserInfo(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', { key: 'auth.emailTaken' });
    throw err;
  }
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
