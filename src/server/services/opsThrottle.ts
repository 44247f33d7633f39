import { createHash } from 'node:crypto';
import { hit, type LimitsCtx } from './rateLimit.ts';

/**
 * How the console slows password guessing without letting a guesser lock the owner out.
 *
 * A lock shared by every address (10 failures per account, whoever made them) is a lock
 * anyone can pull: ten wrong guesses from anywhere kept the real operator out. So:
 *
 * - Failures are counted per (site, account, client address): `loginAccount` of them in
 *   15 minutes lock *that address* (429). Attempts are counted before they are judged, so a
 *   parallel burst from one address cannot slip past; the right password clears the count.
 * - Failures of the account from all addresses together lock nothing. Past `loginAccount`
 *   of them (more than one address could make), every address is slowed: 8, then 4, 2 and at
 *   last 1 password check a minute, halving as the failures double. An address's first attempt
 *   in a minute always passes: the owner arriving from anywhere — their usual address or a new
 *   one — gets at least one try at once, and after a typo waits a minute at most. Opening the
 *   console from My sites (a one-time sign-in link) needs no password and skips all of this.
 * - Every counter is keyed by the password's generation (a digest of its stored hash): a new
 *   password — reset from My sites, or changed in the console — starts from clean counters.
 *
 * What an attacker spraying from N addresses still gets: at most `loginAccount` guesses per
 * address per 15 minutes (10 by default, and no more than one a minute under a spray), i.e.
 * about N × 10 per 15 minutes, each costing an Argon2 verification. No per-address scheme can
 * bound a botnet without also letting it lock the owner out; what bounds it is the password
 * (6–10 letters and digits: even 6 lower-case ones are 36^6 ≈ 2·10^9 choices, some six years
 * to try them all from 1,000 addresses at ~10^6 a day) — and what keeps the owner in is that
 * nothing the attacker does reaches the owner's own address or the sign-in link.
 * An attacker sharing the owner's address (one NAT) can lock that address, not the link.
 */
const WINDOW_MS = 15 * 60_000;
const MINUTE_MS = 60_000;
const MOST_PER_MINUTE = 8;

const failuresFrom = (n: number) => ({ bucket: 'ops-fail-addr', limit: n, windowMs: WINDOW_MS });
const ALL_FAILURES = 'ops-fail-all';

export interface PasswordAttempt {
  siteId: number;
  /** The stored hash of the password being guessed: its digest names the counters' generation. */
  passwordHash: string;
  account: string;
  ip: string;
}

function keys(a: PasswordAttempt) {
  const generation = createHash('sha256').update(a.passwordHash).digest('base64url').slice(0, 16);
  const account = `${a.siteId}:${generation}:${a.account.toLowerCase()}`;
  return { account, address: `${account}:${a.ip}` };
}

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
  const perAddress = ctx.rate.loginAccount;
  const allowed = checksPerMinute(await ctx.limits.peek(ALL_FAILURES, k.account, WINDOW_MS, now), perAddress);
  // One counter whatever the allowance: a change of allowance mid-minute keeps the count.
  if (Number.isFinite(allowed))
    await hit(ctx.limits, { bucket: 'ops-pace', limit: allowed, windowMs: MINUTE_MS }, k.address, now);
  await hit(ctx.limits, failuresFrom(perAddress), k.address, now);
}

/** Records the outcome: the right password clears this address's failures; a wrong one counts everywhere. */
export async function afterPasswordCheck(
  ctx: LimitsCtx & { now(): Date },
  a: PasswordAttempt,
  ok: boolean,
): Promise<void> {
  const now = ctx.now();
  const k = keys(a);
  if (ok) await ctx.limits.reset('ops-fail-addr', k.address, WINDOW_MS, now);
  else await ctx.limits.incr(ALL_FAILURES, k.account, WINDOW_MS, now);
}
