import { z } from 'zod';

/** Spec §5 rules, shared by the login/register form and the API. Messages are i18n keys. */
export const accountField = z
  .string({ error: 'auth.accountRequired' })
  .trim()
  .min(1, 'auth.accountRequired')
  .min(3, 'auth.accountLength')
  .max(20, 'auth.accountLength');

export const passwordField = z
  .string({ error: 'auth.passwordRequired' })
  .min(1, 'auth.passwordRequired')
  .min(6, 'auth.passwordLength')
  .max(20, 'auth.passwordLength');

export const emailField = z
  .string({ error: 'auth.emailRequired' })
  .trim()
  .min(1, 'auth.emailRequired')
  .max(254, 'auth.emailInvalid')
  .pipe(z.email('auth.emailInvalid'));

export const loginInput = z.object({
  account: accountField,
  password: passwordField,
  server: z.string().trim().max(40).optional(),
});

export const registerInput = z.object({
  account: accountField,
  password: passwordField,
  email: emailField,
  leagueCode: z.string().trim().max(32, 'validation.invalid').optional().nullable(),
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;

/** First message key per field, for showing next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
