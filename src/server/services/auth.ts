import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { brand } from '../../shared/brand.ts';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth.ts';
import type { UserInfo } from '../../shared/types.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newLeagueCode } from './tokens.ts';
import { createSession } from './sessions.ts';
import { ensureUnder, hit, type RateLimitStore } from './rateLimit.ts';
import { toUserInfo } from './users.ts';
import { isUniqueViolation } from '../db/errors.ts';

export interface AuthCtx {
  db: Db;
  limits: RateLimitStore;
  now: Date;
  ip: string;
  userAgent?: string | undefined;
  idleDays: number;
  rate: { loginAccount: number; loginIp: number; registerIp: number };
}

export interface AuthResult {
  accessToken: string;
  tokenType: 'Bearer';
  expiresAt: string;
  userInfo: UserInfo;
}

const MINUTE = 60_000;
const loginIpLimit = (n: number) => ({ bucket: 'login-ip', limit: n, windowMs: MINUTE });
const loginAccountLimit = (n: number) => ({ bucket: 'login-fail', limit: n, windowMs: 15 * MINUTE });
const registerIpLimit = (n: number) => ({ bucket: 'register-ip', limit: n, windowMs: 60 * MINUTE });

function checkServer(server: string | undefined): string {
  const chosen = server || brand.loginServers[0];
  if (!(brand.loginServers as readonly string[]).includes(chosen)) {
    throw new AppError('validation_failed', {
      key: 'auth.unknownServer',
      issues: [{ path: 'server', message: 'auth.unknownServer' }],
    });
  }
  return chosen;
}

/** Logs in. A wrong account and a wrong password are indistinguishable, in message and in time. */
export async function login(ctx: AuthCtx, input: LoginInput): Promise<AuthResult> {
  const server = checkServer(input.server);
  await hit(ctx.limits, loginIpLimit(ctx.rate.loginIp), ctx.ip, ctx.now);
  const accountKey = input.account.toLowerCase();
  const failures = loginAccountLimit(ctx.rate.loginAccount);
  await ensureUnder(ctx.limits, failures, accountKey, ctx.now);

  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.account}) = ${accountKey}`);
  const okPassword = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !okPassword) {
    await ctx.limits.incr(failures.bucket, accountKey, failures.windowMs, ctx.now);
    throw new AppError('unauthorized', { key: 'auth.invalidCredentials' });
  }
  await ctx.limits.reset(failures.bucket, accountKey, failures.windowMs, ctx.now);
  const s = await createSession(
    ctx.db,
    { userId: user.id, server, userAgent: ctx.userAgent, ip: ctx.ip },
    ctx.now,
    ctx.idleDays,
  );
  return { accessToken: s.token, tokenType: 'Bearer', expiresAt: s.expiresAt, userInfo: toUserInfo(user) };
}

/** Registers and signs in; the UI still switches to the login tab (spec §4). */
export async function register(ctx: AuthCtx, input: RegisterInput): Promise<AuthResult> {
  await hit(ctx.limits, registerIpLimit(ctx.rate.registerIp), ctx.ip, ctx.now);
  const dup = await ctx.db
    .select({ account: users.account, email: users.email })
    .from(users)
    .where(sql`lower(${users.account}) = lower(${input.account}) or lower(${users.email}) = lower(${input.email})`);
  if (dup.some((d) => d.account.toLowerCase() === input.account.toLowerCase())) {
    throw new AppError('conflict', {
      key: 'auth.accountTaken',
      issues: [{ path: 'account', message: 'auth.accountTaken' }],
    });
  }
  if (dup.length)
    throw new AppError('conflict', { key: 'auth.emailTaken', issues: [{ path: 'email', message: 'auth.emailTaken' }] });

  const passwordHash = await hashPassword(input.password);
  let user: typeof users.$inferSelect | undefined;
  for (let attempt = 0; attempt < 5 && !user; attempt++) {
    try {
      [user] = await ctx.db
        .insert(users)
        .values({
          account: input.account,
          email: input.email,
          passwordHash,
          leagueCode: newLeagueCode(),
          referrerCode: input.leagueCode || null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent registration took the account or email; or, rarely, the affiliate code collided.
      const again = await ctx.db
        .select({ account: users.account })
        .from(users)
        .where(sql`lower(${users.account}) = lower(${input.account}) or lower(${users.email}) = lower(${input.email})`);
      if (again.length)
        throw new AppError('conflict', {
          key: again.some((a) => a.account.toLowerCase() === input.account.toLowerCase())
            ? 'auth.accountTaken'
            : 'auth.emailTaken',
        });
    }
  }
  if (!user) throw new AppError('internal');
  const s = await createSession(
    ctx.db,
    { userId: user.id, server: brand.loginServers[0], userAgent: ctx.userAgent, ip: ctx.ip },
    ctx.now,
    ctx.idleDays,
  );
  return { accessToken: s.token, tokenType: 'Bearer', expiresAt: s.expiresAt, userInfo: toUserInfo(user) };
}
