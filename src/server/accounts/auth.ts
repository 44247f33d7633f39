import type * as z from 'zod/mini';
import type { authResult } from '../../shared/schemas/answers/account.ts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { affiliates, sessions, users } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { brand } from '../../shared/brand.ts';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth.ts';
import { accountKey, hashPassword, verifyPassword } from './passwords.ts';
import { afterPasswordCheck, beforePasswordCheck, USUAL_ADDRESS_DAYS } from './passwordThrottle.ts';
import { newLeagueCode } from './tokens.ts';
import { createSession, revokeByToken, type SessionCtx } from './sessions.ts';
import { hit, type LimitsCtx } from '../core/rateLimit.ts';
import type { ServiceCtx } from '../core/context.ts';
import { sendEmailCode } from './emailCodes.ts';
import { findTaken, toUserInfo } from './users.ts';
import { isUniqueViolation } from '../db/errors.ts';

/** Login and registration: a ServiceCtx plus the caller's address and the limits. */
export interface AuthCtx extends SessionCtx, LimitsCtx {
  ip: string;
  userAgent: string | undefined;
}

export type AuthResult = z.infer<typeof authResult>;

const MINUTE = 60_000;
const loginIpLimit = (n: number) => ({ bucket: 'login-ip', limit: n, windowMs: MINUTE });
const registerIpLimit = (n: number) => ({ bucket: 'register-ip', limit: n, windowMs: 60 * MINUTE });

function checkServer(server: string | undefined): string {
  const chosen = server || brand.loginServers[0];
  if (!(brand.loginServers as readonly string[]).includes(chosen)) {
    throw new AppError('validation_failed', {
      key: 'auth.unknownServer',
      issues: [{ path: 'server', key: 'auth.unknownServer' }],
    });
  }
  return chosen;
}

/**
 * The referrer's own affiliate code for an invitation code as typed (codes are upper case).
 * An unknown code is refused at its field, so a typo can be fixed before it is lost; the
 * form offers to register without it.
 */
async function referrerOf(ctx: AuthCtx, code: string | null | undefined): Promise<string | null> {
  if (!code) return null;
  // Another merchant's own code, or an approved affiliate's (only the latter is attributed: staff/affiliateCodes.ts).
  const [row] = await ctx.db
    .select({ code: users.leagueCode })
    .from(users)
    .where(eq(users.leagueCode, code.toUpperCase()))
    .union(ctx.db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.code, code.toUpperCase())));
  if (!row) {
    throw new AppError('validation_failed', {
      key: 'auth.inviteUnknown',
      issues: [{ path: 'leagueCode', key: 'auth.inviteUnknown' }],
    });
  }
  return row.code;
}

/** 409 naming the field another user already holds. */
function takenError(field: 'account' | 'email'): AppError {
  const key = field === 'account' ? 'auth.accountTaken' : 'auth.emailTaken';
  return new AppError('conflict', { key, issues: [{ path: field, key }] });
}

async function signIn(ctx: AuthCtx, user: typeof users.$inferSelect, server: string): Promise<AuthResult> {
  const s = await createSession({ ctx, input: { userId: user.id, server, userAgent: ctx.userAgent, ip: ctx.ip } });
  return { accessToken: s.token, tokenType: 'Bearer', expiresAt: s.expiresAt, userInfo: toUserInfo(user) };
}

/**
 * Whether the account signed in from `ip` (a login or its registration) in the last
 * USUAL_ADDRESS_DAYS days: the owner's usual address, which guesses from elsewhere never slow.
 * Asked for unknown accounts too (user 0), so both cost the same query.
 */
async function usualAddress(ctx: AuthCtx, userId: number): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - USUAL_ADDRESS_DAYS * 86_400_000);
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ctx.ip), gt(sessions.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/**
 * Logs in. A wrong account and a wrong password are indistinguishable, in message and in time.
 * Guesses are slowed as passwordThrottle.ts explains: per address, never the owner's usual one.
 */
export async function login({ ctx, input }: { ctx: AuthCtx; input: LoginInput }): Promise<AuthResult> {
  const server = checkServer(input.server);
  await hit(ctx.limits, loginIpLimit(ctx.rate.loginIp), ctx.ip, ctx.now());
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = ${accountKey(input.account)}`);
  const attempt = {
    kind: 'login' as const,
    scope: 'm',
    passwordHash: user?.passwordHash ?? '',
    account: accountKey(input.account),
    ip: ctx.ip,
    usualAddress: await usualAddress(ctx, user?.id ?? 0),
  };
  await beforePasswordCheck(ctx, attempt);
  const ok = (await verifyPassword(user?.passwordHash ?? null, input.password)) && Boolean(user);
  await afterPasswordCheck(ctx, attempt, ok);
  if (!user || !ok) throw new AppError('unauthorized', { key: 'auth.invalidCredentials' });
  // Said only to whoever knows the password: a lock set by support (staff console).
  if (user.lockedAt) throw new AppError('unauthorized', { key: 'auth.accountLocked' });
  return signIn(ctx, user, server);
}

/** Registers and signs in: the reply is a session, as login answers (the UI keeps it, issue 25). */
export async function register({ ctx, input }: { ctx: AuthCtx; input: RegisterInput }): Promise<AuthResult> {
  await hit(ctx.limits, registerIpLimit(ctx.rate.registerIp), ctx.ip, ctx.now());
  const who = { account: input.account, email: input.email };
  const taken = await findTaken(ctx.db, who);
  if (taken) throw takenError(taken);
  const referrerCode = await referrerOf(ctx, input.leagueCode);

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  let user: typeof users.$inferSelect | undefined;
  for (let attempt = 0; attempt < 5 && !user; attempt++) {
    try {
      // The account and the mail that proves its address are written together.
      user = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            account: input.account,
            email: input.email,
            passwordHash,
            leagueCode: newLeagueCode(),
            referrerCode,
            locale: ctx.locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await sendEmailCode(tx, { userId: row!.id, purpose: 'register', email: row!.email, locale: ctx.locale, now });
        return row;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent registration took the account or email; or, rarely, the affiliate code collided.
      const lost = await findTaken(ctx.db, who);
      if (lost) throw takenError(lost);
    }
  }
  if (!user) throw new AppError('internal');
  return signIn(ctx, user, brand.loginServers[0]);
}

/** Ends the session of a token; logging out with a dead token is not an error. */
export async function logout({ ctx, input }: { ctx: ServiceCtx; input: { token: string } }): Promise<void> {
  await revokeByToken({ ctx, input });
}
