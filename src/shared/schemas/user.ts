import { z } from 'zod';
import { emailField, passwordField } from './auth.ts';

const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional().nullable();

/** Profile fields; the API accepts any subset, the settings form requires some (spec §5). */
export const profileInput = z.object({
  nickname: optionalText(40),
  realName: optionalText(60),
  phoneCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'personal.phoneCodeRequired')
    .optional()
    .nullable(),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s-]{4,20}$/, 'personal.phoneInvalid')
    .optional()
    .nullable(),
  otherContact: optionalText(100),
  remark: optionalText(500),
  img: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, 'validation.invalid')
    .optional()
    .nullable(),
});

const required = (key: string) => z.string().trim().min(1, key);

/** What the personal-information form insists on: 'please enter' / 'please select' prompts. */
export const profileForm = profileInput.extend({
  nickname: required('personal.nicknameRequired').max(40, 'validation.tooLong'),
  phoneCode: required('personal.phoneCodeRequired').regex(/^\+\d{1,4}$/, 'personal.phoneCodeRequired'),
  phone: required('personal.phoneRequired').regex(/^[\d\s-]{4,20}$/, 'personal.phoneInvalid'),
  otherContact: required('personal.otherContactRequired').max(100, 'validation.tooLong'),
});

export const passwordChangeInput = z
  .object({
    oldPassword: z.string().min(1, 'personal.oldPasswordRequired').max(100),
    newPassword: passwordField,
    confirmPassword: z.string().min(1, 'auth.passwordRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'personal.passwordMismatch',
  })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: 'personal.passwordSame' });

export const emailChangeInput = z.object({
  newEmail: emailField,
  password: z.string().min(1, 'auth.passwordRequired').max(100),
  // The spec's two fixed PIN placeholders are accepted and ignored.
  pin: z.unknown().optional(),
  pin2: z.unknown().optional(),
});

export const sessionRevokeInput = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export type ProfileInput = z.infer<typeof profileInput>;
