import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets, sessions, users } from '../db/schema/index.ts';
import { enqueue } from '../jobs/queue.ts';
import { JOB } from '../jobs/keys.ts';
import { queueMail } from '../mail/outbox.ts';
import { countAction, type ActionCtx } from '../core/actionLimits.ts';
import type { ServiceCtx } from '../core/context.ts';
import { AppError } from '../../shared/errors.ts';
import { hashPassword } from './passwords.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';

export const RESET_TTL_MINUTES = 30;
/** Links mailed per account an hour, whoever asks for them. */
const RESETS_PER_ACCOUNT_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password": the answer, its timing and its work are the same whether an account has
 * the address or not: the request only counts itself and queues a job; the job looks the address
 * up and, when it is an account's, mails the link. So neither the answer nor its time tells a
 * caller which addresses hold accounts.
 */
export async function askPasswordReset({
  ctx,
  input,
}: {
  ctx: ServiceCtx & ActionCtx & { ip: string; kick?: () => void };
  input: { email: string };
}): Promise<void> {
  await countAction(ctx, 'resetIp', ctx.ip);
  await countAction(ctx, 'resetAddress', input.email.toLowerCase());
  await enqueue(ctx.db, {
    kind: JOB.passwordReset,
    dedupeKey: `reset:${randomUUID()}`,
    payload: { email: input.email, locale: ctx.locale },
    now: ctx.now(),
    maxAttempts: 3,
  });
  ctx.kick?.();
}

/**
 * The job: when the address is an account's (and it has not had three links this hour), a new
 * single-use link replaces any earlier one and is mailed in the account's language.
 */
export async function issuePasswordReset(db: Db, input: { email: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      .for('update');
    if (!user) return;
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, hourAgo)));
    if ((recent?.n ?? 0) >= RESETS_PER_ACCOUNT_HOUR) return;
    await tx
      .update(passwordResets)
      .set({ revokedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt)));
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: hashOf(token),
        email: user.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
      })
      .returning({ id: passwordResets.id });
    await queueMail(tx, {
      kind: 'password_reset',
      subject: `reset:${row!.id}`,
      userId: user.id,
      to: user.email,
      locale: user.locale as LocaleCode,
      data: { token, expiresMinutes: RESET_TTL_MINUTES },
      now,
    });
  });
}

const invalidLink = () =>
  new AppError('validation_failed', {
    key: 'forgot.invalidLink',
    issues: [{ path: 'token', key: 'forgot.invalidLink' }],
  });

/**
 * Sets a new password from a mailed link: the link is spent by one conditional update, so two
 * tabs cannot both use it; every session of the account ends, and the account hears of it. The
 * merchant then signs in with the new password (no automatic sign-in from a mailed link).
 */
export async function resetPassword({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { token: string; password: string };
}): Promise<void> {
  const tokenHash = hashOf(input.token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    isNull(passwordResets.revokedAt),
    gt(passwordResets.expiresAt, ctx.now()),
  );
  // Looked at first so that a dead link costs no password hashing.
  const [found] = await ctx.db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ id: passwordResets.id, userId: passwordResets.userId });
    if (!spent) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email, locale: users.locale });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
    await queueMail(tx, {
      kind: 'password_changed',
      subject: `reset:${spent.id}`,
      userId: spent.userId,
      to: user!.email,
      locale: user!.locale as LocaleCode,
      data: { at: now.toISOString() },
      now,
    });
  });
}
