import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { UserInfo } from '../../shared/types.ts';
import type { ProfileInput } from '../../shared/schemas/user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { idleCutoff } from './sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';

type UserRow = typeof users.$inferSelect;

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
    createdAt: u.createdAt.toISOString(),
  };
}

async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('unauthorized');
  return u;
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  return toUserInfo(await loadUser(db, userId));
}

export async function saveProfile(db: Db, userId: number, input: ProfileInput): Promise<UserInfo> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  for (const k of ['nickname', 'realName', 'phoneCode', 'phone', 'otherContact', 'remark', 'img'] as const) {
    const v = input[k];
    if (v !== undefined) set[k] = v === null || v === '' ? null : v;
  }
  const [u] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!u) throw new AppError('unauthorized');
  return toUserInfo(u);
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(
  db: Db,
  ctx: { userId: number; sessionId: number },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const u = await loadUser(db, ctx.userId);
  // A wrong current password is 400, never 401: the client reads 401 as a lost session.
  if (!(await verifyPassword(u.passwordHash, input.oldPassword))) {
    throw new AppError('validation_failed', {
      key: 'personal.wrongPassword',
      issues: [{ path: 'oldPassword', message: 'personal.wrongPassword' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, ctx.userId), ne(sessions.id, ctx.sessionId), isNull(sessions.revokedAt)));
  });
}

export async function changeEmail(
  db: Db,
  userId: number,
  input: { newEmail: string; password: string },
): Promise<UserInfo> {
  const u = await loadUser(db, userId);
  if (!(await verifyPassword(u.passwordHash, input.password))) {
    throw new AppError('validation_failed', {
      key: 'personal.wrongPassword',
      issues: [{ path: 'password', message: 'personal.wrongPassword' }],
    });
  }
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.newEmail})`, ne(users.id, userId)));
  if (taken.length) throw new AppError('conflict', { key: 'auth.emailTaken' });
  try {
    const [row] = await db
      .update(users)
      .set({ email: input.newEmail, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return toUserInfo(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', { key: 'auth.emailTaken' });
    throw err;
  }
}

export async function listSessions(db: Db, ctx: { userId: number; sessionId: number }, now: Date, idleDays: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, ctx.userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, idleCutoff(now, idleDays)),
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

export async function revokeSession(db: Db, userId: number, sessionId: number): Promise<void> {
  const done = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Someone else's session id looks exactly like a missing one.
  if (!done.length) throw new AppError('not_found');
}
