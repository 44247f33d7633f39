import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The demo launch token: what the platform tells the aggregator's demo page, signed with the
 * launch secret (HMAC-SHA256) and good for LAUNCH_TTL_MS. `base64url(JSON claims).signature`;
 * the page plays only the game the token names, in its language, and goes back to its site.
 */
export const LAUNCH_TTL_MS = 5 * 60_000;

export interface LaunchClaims {
  /** The game's id (the aggregator's). */
  g: string;
  /** The player's language. */
  l: string;
  /** The site's slug ('' from the platform's own pages). */
  s: string;
  /** The market the launch was asked in. */
  m: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** A nonce: two launches of one game are two tokens. */
  n: string;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`games-demo:${body}`).digest('base64url');

export function signLaunch(
  secret: string,
  claims: Omit<LaunchClaims, 'n' | 'exp'>,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
  const full: LaunchClaims = {
    ...claims,
    exp: Math.floor(expiresAt.getTime() / 1000),
    n: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { token: `${body}.${mac(secret, body)}`, expiresAt };
}

export type LaunchCheck =
  | { ok: true; claims: LaunchClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The token's claims when its signature holds and it has not expired. */
export function verifyLaunch(secret: string, token: string, now: Date): LaunchCheck {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || token.length > 2_000) return { ok: false, reason: 'malformed' };
  const want = Buffer.from(mac(secret, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'forged' };
  let claims: LaunchClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.g !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' };
  return claims.exp * 1000 > now.getTime() ? { ok: true, claims } : { ok: false, reason: 'expired' };
}
