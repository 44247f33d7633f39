import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { countAction, type ActionCtx } from '../core/actionLimits.ts';
import type { MerchantCtx } from '../core/context.ts';
import { AppError } from '../../shared/errors.ts';
import type { UserInfo } from '../../shared/types.ts';
import { cancelEmailChange, codeRefused, confirmEmailCode, sendEmailCode } from './emailCodes.ts';
import { type AccountCtx, confirmPassword, findTaken, loadUser, toUserInfo } from './users.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';

type CodeCtx = MerchantCtx & ActionCtx;

/** Counts a code about to be mailed: one a minute and five an hour per account (429 beyond). */
export async function countCodeSend(ctx: CodeCtx): Promise<void> {
  await countAction(ctx, 'emailCodeMinute', String(ctx.userId));
  await countAction(ctx, 'emailCodeHour', String(ctx.userId));
}

/**
 * Mails a new code for what waits to be proved: the new address of a change, else the account's
 * own unproved address. An account with nothing to prove gets a 409.
 */
export async function resendEmailCode({ ctx }: { ctx: CodeCtx }): Promise<void> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  if (!u) throw new AppError('unauthorized');
  if (!u.pendingEmail && u.emailVerifiedAt) throw new AppError('conflict', { key: 'verify.nothingToProve' });
  await countCodeSend(ctx);
  await ctx.db.transaction((tx) =>
    sendEmailCode(tx, {
      userId: ctx.userId,
      purpose: u.pendingEmail ? 'change' : 'register',
      email: u.pendingEmail ?? u.email,
      locale: u.locale as LocaleCode,
      now: ctx.now(),
    }),
  );
}

/** The code typed in: proves the address (and, for a change, makes it the account's). */
export async function confirmEmail({ ctx, input }: { ctx: MerchantCtx; input: { pin: string } }): Promise<UserInfo> {
  let outcome: Awaited<ReturnType<typeof confirmEmailCode>>;
  try {
    outcome = await confirmEmailCode(ctx.db, { userId: ctx.userId, code: input.pin, now: ctx.now() });
  } catch (err) {
    // Another account took the new address while its code was on its way.
    if (isUniqueViolation(err)) throw new AppError('conflict', { key: 'auth.emailTaken' });
    throw err;
  }
  if (!outcome.ok) throw codeRefused(outcome);
  const [u] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
  return toUserInfo(u!);
}

/**
 * Changes the email in two steps, each with the current password: without `pin`, a code is
 * mailed to the new address (400 when it is the same, 409 when another user has it) and the
 * account keeps its address; with the mailed `pin`, the new address becomes the account's.
 */
export async function changeEmail({
  ctx,
  input,
}: {
  ctx: AccountCtx & ActionCtx;
  input: { newEmail: string; password: string; pin?: string | undefined };
}): Promise<UserInfo> {
  const u = await loadUser(ctx.db, ctx.userId);
  await confirmPassword(ctx, u, input.password, 'password');
  if (input.pin !== undefined) {
    if (u.pendingEmail?.toLowerCase() !== input.newEmail.toLowerCase()) {
      throw new AppError('validation_failed', {
        key: 'verify.noCode',
        issues: [{ path: 'pin', key: 'verify.noCode' }],
      });
    }
    return confirmEmail({ ctx, input: { pin: input.pin } });
  }
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
  await countCodeSend(ctx);
  await ctx.db.transaction((tx) =>
    sendEmailCode(tx, {
      userId: ctx.userId,
      purpose: 'change',
      email: input.newEmail,
      locale: u.locale,
      now: ctx.now(),
    }),
  );
  return toUserInfo(await loadUser(ctx.db, ctx.userId));
}

/** "Keep my current address": a pending change is dropped and its code stops working. */
export async function cancelPendingEmail({ ctx }: { ctx: MerchantCtx }): Promise<UserInfo> {
  await cancelEmailChange(ctx.db, { userId: ctx.userId, now: ctx.now() });
  return toUserInfo(await loadUser(ctx.db, ctx.userId));
}

/**
 * Paying for a package needs a proved address: the receipt, the invoice and every notice about
 * the money go there. Refused as a conflict, not a 403, which the browser reads as a lost session.
 */
export async function requireVerifiedEmail(ctx: Pick<MerchantCtx, 'db' | 'userId'>): Promise<void> {
  const [row] = await ctx.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, ctx.userId));
  if (!row?.at) throw new AppError('conflict', { key: 'pay.emailUnverified' });
}
