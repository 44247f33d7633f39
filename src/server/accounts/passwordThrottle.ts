import { createHash } from 'node:crypto';
import { hit, type LimitsCtx } from '../core/rateLimit.ts';

/**
 * How password guessing is slowed without letting a guesser lock the owner out: the merchants'
 * login (`kind: 'login'`) and each site's operations console (`kind: 'ops'`) alike.
 *
 * A lock shared by every address (10 failures per account, whoever made them) is a lock
 * anyone can pull: ten wrong guesses from anywhere kept the real owner out. So:
 *
 * - Failures are counted per (account, client address): `loginAccount` of them in 15 minutes
 *   lock *that address* (429). Attempts are counted before they are judged, so a parallel
 *   burst from one address cannot slip past; the right password clears the count.
 * - Failures of the account from all addresses together lock nothing. Past `loginAccount`
 *   of them (more than one address could make), every address is slowed: 8, then 4, 2 and at
 *   last 1 password check a minute, halving as the failures double. An address's first attempt
 *   in a minute always passes: the owner arriving from anywhere gets at least one try at once,
 *   and after a typo waits a minute at most.
 * - The owner's usual address is not slowed at all (`usualAddress`): for a merchant, an address
 *   their account signed in from (login or registration) in the last `USUAL_ADDRESS_DAYS` days,
 *   as the sessions table records it. Nothing sent from elsewhere reaches it; only failures
 *   from that very address (per-address lock) do. The console has no such record; the one-time
 *   sign-in link from My sites needs no password and skips all of this.
 * - Every counter is keyed by the password's generation (a digest of its stored hash): a new
 *   password starts from clean counters.
 * - A signed-in merchant confirming their own password (password or e-mail change) is not a
 *   login: passwords.ts counts those per session, apart from everything here, so nobody
 *   else's guesses reach a signed-in owner.
 *
 * What an attacker spraying from N addresses still gets: at most `loginAccount` guesses per
 * address per 15 minutes (10 by default, and no more than one a minute under a spray), i.e.
 * about N × 10 per 15 minutes, each costing an Argon2 verification. No per-address scheme can
 * bound a botnet without also letting it lock the owner out; what bounds it is the password
 * — and what keeps the owner in is that nothing the attacker does reaches the owner's own
 * address. An attacker sharing the owner's address (one NAT) can lock that address.
 */
const WINDOW_MS = 15 * 60_000;
const MINUTE_MS = 60_000;
const MOST_PER_MINUTE = 8;
/** How long an address the owner signed in from stays "usual" (merchants). */
export const USUAL_ADDRESS_DAYS = 90;

export interface PasswordAttempt {
  /** Which door: bucket names are apart (`ops-…` as before, `login-…`). */
  kind: 'ops' | 'login';
  /** Whose accounts: a site's id for the console, `m` for merchants. */
  scope: string;
  /** The stored hash of the password being guessed ('' for no such account): names the counters' generation. */
  passwordHash: string;
  account: string;
  ip: string;
  /** The owner signed in from this address before: never slowed by failures from elsewhere. */
  usualAddress?: boolean;
}

function keys(a: PasswordAttempt) {
  const generation = createHash('sha256').update(a.passwordHash).digest('base64url').slice(0, 16);
  const account = `${a.scope}:${generation}:${a.account.toLowerCase()}`;
  return { account, address: `${account}:${a.ip}` };
}

const buckets = (kind: PasswordAttempt['kind']) => ({
  address: `${kind}-fail-addr`,
  pace: `${kind}-pace`,
  all: `${kind}-fail-all`,
});

/** Password checks an address may make per minute after `failures` from anywhere (Infinity: not slowed). */
export function checksPerMinute(failures: number, perAddress: number): number {
  if (failures <= perAddress) return Number.POSITIVE_INFINITY;
  const doublings = Math.ceil(Math.log2(failures / perAddress)) - 1;
  return Math.max(1, MOST_PER_MINUTE >> Math.min(doublings, 3));
}

/** Counts an attempt before its password is checked; throws 429 when this address must wait. */
export async function beforePasswordCheck(ctx: LimitsCtx & { now(): Date }, a: PasswordAttempt): Promise<void> {
  const now = ctx.now();
  const k = keys(a);
  const b = buckets(a.kind);
  const perAddress = ctx.rate.loginAccount;
  if (!a.usualAddress) {
    const allowed = checksPerMinute(await ctx.limits.peek(b.all, k.account, WINDOW_MS, now), perAddress);
    // One counter whatever the allowance: a change of allowance mid-minute keeps the count.
    if (Number.isFinite(allowed))
      await hit(ctx.limits, { bucket: b.pace, limit: allowed, windowMs: MINUTE_MS }, k.address, now);
  }
  await hit(ctx.limits, { bucket: b.address, limit: perAddress, windowMs: WINDOW_MS }, k.address, now);
}

/** Records the outcome: the right password clears this address's failures; a wrong one counts everywhere. */
export async function afterPasswordCheck(
  ctx: LimitsCtx & { now(): Date },
  a: PasswordAttempt,
  ok: boolean,
): Promise<void> {
  const now = ctx.now();
  const k = keys(a);
  const b = buckets(a.kind);
  if (ok) await ctx.limits.reset(b.address, k.address, WINDOW_MS, now);
  else await ctx.limits.incr(b.all, k.account, WINDOW_MS, now);
}
