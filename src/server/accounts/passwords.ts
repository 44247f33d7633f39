import type { ServiceCtx } from '../core/context.ts';
import { hit, type Limit, type LimitsCtx } from '../core/rateLimit.ts';
import { argonHash, argonVerify } from './hashing.ts';

// Argon2id with the library's defaults (~13 ms of one core per hash here, memory-hard), on
// threads of their own at a lower priority than the event loop (hashing.ts).
export function hashPassword(password: string): Promise<string> {
  return argonHash(password);
}

const verify = argonVerify;

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

/** The counter key of an account: accounts are unique case-insensitively. */
export const accountKey = (account: string): string => account.toLowerCase();

/** Wrong current passwords per session per 15 minutes, typed to confirm a change. */
export const confirmAttempts = (limit: number): Limit => ({ bucket: 'confirm-fail', limit, windowMs: 15 * 60_000 });

/**
 * Checks the current password a signed-in merchant types to confirm a change (password, e-mail).
 * Counted per session, before the check (429 past the limit, even when right), the right one
 * clearing the count: whoever holds this session guesses at most `loginAccount` times per 15
 * minutes, and nothing typed at the login form — by anyone, from anywhere — counts here, so
 * a signed-in owner is never throttled by someone else's guesses (passwordThrottle.ts).
 */
export async function checkOwnPassword({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, 'now'> & LimitsCtx;
  input: { sessionId: number; stored: string; password: string };
}): Promise<boolean> {
  const limit = confirmAttempts(ctx.rate.loginAccount);
  const key = String(input.sessionId);
  const now = ctx.now();
  await hit(ctx.limits, limit, key, now);
  const ok = await verifyPassword(input.stored, input.password);
  if (ok) await ctx.limits.reset(limit.bucket, key, limit.windowMs, now);
  return ok;
}
