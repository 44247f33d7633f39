import { hash, verify } from '@node-rs/argon2';
import type { ServiceCtx } from './context.ts';
import { hit, type Limit, type LimitsCtx } from './rateLimit.ts';

// Argon2id with the library's defaults (~8 ms per hash here, memory-hard).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A verify that takes the same time whether or not the account exists. */
let dummy: Promise<string> | undefined;
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Password checks of one account share one counter, wherever the password is typed. */
export const passwordAttempts = (limit: number): Limit => ({ bucket: 'login-fail', limit, windowMs: 15 * 60_000 });

/** The counter key of an account: accounts are unique case-insensitively. */
export const accountKey = (account: string): string => account.toLowerCase();

/**
 * Checks a password typed for an account (login, password change, email change). The
 * attempt is counted before the check (429 past the limit, even with the right password);
 * the right password clears the count, so only a run of wrong ones locks the account.
 */
export async function checkPassword({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, 'now'> & LimitsCtx;
  input: { account: string; stored: string | null; password: string };
}): Promise<boolean> {
  const limit = passwordAttempts(ctx.rate.loginAccount);
  const key = accountKey(input.account);
  const now = ctx.now();
  await hit(ctx.limits, limit, key, now);
  const ok = await verifyPassword(input.stored, input.password);
  if (ok) await ctx.limits.reset(limit.bucket, key, limit.windowMs, now);
  return ok;
}
