import * as z from 'zod/mini';
import { isShowableImageUrl } from '../contentPolicy.ts';
import { currentPasswordField, emailField, newPasswordField, passwordField } from './auth.ts';
import { idField, optionalText, text } from './common.ts';

const PHONE_CODE = /^\+\d{1,4}$/;
const PHONE = /^[\d\s-]{4,20}$/;

/** Profile fields; the API accepts any subset, the settings form requires some (spec §5). */
export const profileInput = z.object({
  nickname: optionalText(40),
  realName: optionalText(60),
  phoneCode: z.nullable(z.optional(z.string().check(z.trim(), z.regex(PHONE_CODE, 'personal.phoneCodeRequired')))),
  phone: z.nullable(z.optional(z.string().check(z.trim(), z.regex(PHONE, 'personal.phoneInvalid')))),
  otherContact: optionalText(100),
  remark: optionalText(500),
  /** An avatar the page can show: its CSP only loads images from this site. */
  img: z.nullable(
    z.optional(
      z.string({ error: 'validation.notText' }).check(
        z.trim(),
        z.maxLength(500, 'validation.tooLong'),
        z.refine((url) => url === '' || isShowableImageUrl(url), 'personal.avatarInvalid'),
      ),
    ),
  ),
});

const required = (key: string) => z.string().check(z.trim(), z.minLength(1, key));

/** What the personal-information form insists on: 'please enter' / 'please select' prompts. */
export const profileForm = z.extend(profileInput, {
  nickname: required('personal.nicknameRequired').check(z.maxLength(40, 'validation.tooLong')),
  phoneCode: required('personal.phoneCodeRequired').check(z.regex(PHONE_CODE, 'personal.phoneCodeRequired')),
  phone: required('personal.phoneRequired').check(z.regex(PHONE, 'personal.phoneInvalid')),
  otherContact: required('personal.otherContactRequired').check(z.maxLength(100, 'validation.tooLong')),
});

export const passwordChangeInput = z
  .object({
    oldPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: text('auth.passwordRequired').check(z.minLength(1, 'auth.passwordRequired')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'personal.passwordMismatch',
    }),
    z.refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: 'personal.passwordSame' }),
  );

export const emailChangeInput = z.object({
  newEmail: emailField,
  password: passwordField,
  // The spec's two fixed PIN placeholders are accepted and ignored.
  pin: z.optional(z.unknown()),
  pin2: z.optional(z.unknown()),
});

export const sessionRevokeInput = z.object({ id: idField() });

export type ProfileInput = z.infer<typeof profileInput>;
