import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;
/** A code of the step before or after is accepted too (a phone's clock a little off). */
const WINDOW = 1;
const ISSUER = 'Unicorn staff';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** The `otpauth://` address an authenticator app enrols from. */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The time step of a right code at `now`, or null. The caller accepts it only if it is later
 * than the last step accepted for the account (a code is never good twice).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** Ten single-use recovery codes (`xxxxx-xxxxx`, 50 bits each) and the hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryHash) };
}

export const recoveryHash = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
