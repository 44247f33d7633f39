import * as z from 'zod/mini';
import { text } from './common.ts';

/** Spec §5 rules, shared by the login/register form and the API. Messages are i18n keys. */
export const accountField = text('auth.accountRequired').check(
  z.trim(),
  z.minLength(1, 'auth.accountRequired'),
  z.minLength(3, 'auth.accountLength'),
  z.maxLength(20, 'auth.accountLength'),
);

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/**
 * The one password rule (spec §5), for every form and route that sets or checks a
 * merchant's password. The login form trims what is typed (spec §5), so a password
 * that begins or ends with a space — or holds a tab or line break, which a password
 * box cannot take — could never be typed back: it is refused when set.
 */
export const isTypeablePassword = (password: string): boolean =>
  password === password.trim() && !/\p{Cc}/u.test(password);

const lengthRule = (requiredKey: string) => [
  z.minLength(1, requiredKey),
  z.minLength(PASSWORD_MIN, 'auth.passwordLength'),
  z.maxLength(PASSWORD_MAX, 'auth.passwordLength'),
];

/** A password being set (register, change): refused, never silently trimmed, when untypeable. */
export const newPasswordField = text('auth.passwordRequired').check(
  ...lengthRule('auth.passwordRequired'),
  z.refine(isTypeablePassword, 'auth.passwordSpaces'),
);

/** A password being checked: trimmed as the login form does (spec §5), then the same rule. */
const checkedPassword = (requiredKey: string) => text(requiredKey).check(z.trim(), ...lengthRule(requiredKey));

/** The password of a login or an email change. */
export const passwordField = checkedPassword('auth.passwordRequired');
/** The current password of a password change (its own "please enter" prompt). */
export const currentPasswordField = checkedPassword('personal.oldPasswordRequired');

export const emailField = z.pipe(
  text('auth.emailRequired').check(
    z.trim(),
    z.minLength(1, 'auth.emailRequired'),
    z.maxLength(254, 'auth.emailInvalid'),
  ),
  z.email('auth.emailInvalid'),
);

export const loginInput = z.object({
  account: accountField,
  password: passwordField,
  server: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});

export const registerInput = z.object({
  account: accountField,
  password: newPasswordField,
  email: emailField,
  leagueCode: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(32, 'validation.invalid')))),
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;

/** First message key per field, for showing next to each input. */
export function fieldErrors(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** "Forgot password": the address the account was registered with. */
export const forgotPasswordInput = z.object({ email: emailField });

/** The new password typed again: present, and (with `sameAsTyped`) equal to it. */
export const confirmPasswordField = text('auth.passwordRequired').check(z.minLength(1, 'auth.passwordRequired'));
export const sameAsTyped = <K extends string>(field: K) =>
  z.refine<Record<K | 'confirmPassword', string>>((v) => v[field] === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'personal.passwordMismatch',
  });

/** A new password set from a mailed link: the link's secret and the password twice. */
export const resetPasswordInput = z
  .object({
    token: text('forgot.invalidLink').check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'forgot.invalidLink')),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .check(sameAsTyped('password'));
