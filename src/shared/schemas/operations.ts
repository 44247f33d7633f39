import * as z from 'zod/mini';

/** Operations (back-office) account: 6–10 letters and digits (api.md). */
const OPS_ACCOUNT = /^[A-Za-z0-9]{6,10}$/;

/**
 * Operations password: the spec's 6–10 is the minimum only (issue 25): 6 to 128 characters
 * (code points, so an emoji or a CJK character counts once), any printable Unicode — letters of
 * any script, digits, symbols, spaces. Control characters (a pasted tab or newline) and lone
 * surrogates are refused: they cannot be typed back in a password field.
 */
export const OPS_PASSWORD_MIN = 6;
export const OPS_PASSWORD_MAX = 128;
/** The longest allowed password in UTF-16 units (what `String.length` counts). */
export const OPS_PASSWORD_MAX_UNITS = OPS_PASSWORD_MAX * 2;
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

export function opsPasswordProblem(password: string): 'reset.length' | null {
  const length = [...password].length;
  if (length < OPS_PASSWORD_MIN || length > OPS_PASSWORD_MAX) return 'reset.length';
  return PRINTABLE.test(password) ? null : 'reset.length';
}

export const opsAccountField = z
  .string()
  .check(z.trim(), z.minLength(1, 'ops.accountRequired'), z.regex(OPS_ACCOUNT, 'ops.accountRule'));

export const opsPasswordField = z.string().check(
  z.minLength(1, 'ops.passwordRequired'),
  z.refine((p) => opsPasswordProblem(p) === null, 'reset.length'),
);
