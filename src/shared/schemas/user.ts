import { z } from 'zod';
import { isShowableImageUrl } from '../contentPolicy.ts';
import { currentPasswordField, emailField, newPasswordField, passwordField } from './auth.ts';
import { idField, text } from './common.ts';

const optionalText = (max: number) =>
  z.string({ error: 'validation.notText' }).trim().max(max, 'validation.tooLong').optional().nullable();

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
  /** An avatar the page can show: its CSP only loads images from this site. */
  img: z
    .string({ error: 'validation.notText' })
    .trim()
    .max(500, 'validation.tooLong')
    .refine((url) => url === '' || isShowableImageUrl(url), 'personal.avatarInvalid')
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
    oldPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: text('auth.passwordRequired').min(1, 'auth.passwordRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'personal.passwordMismatch',
  })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: 'personal.passwordSame' });

export const emailChangeInput = z.object({
  newEmail: emailField,
  password: passwordField,
  // The spec's two fixed PIN placeholders are accepted and ignored.
  pin: z.unknown().optional(),
  pin2: z.unknown().optional(),
});

export const sessionRevokeInput = z.object({ id: idField() });

export type ProfileInput = z.infer<typeof profileInput>;
