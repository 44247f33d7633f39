import * as z from 'zod/mini';
import { isShowableImageUrl } from '../contentPolicy.ts';
import { type LocaleCode, localeCodes } from '../../../i18n/locales.ts';
import { optionalNotices } from '../mailNotices.ts';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  newPasswordField,
  passwordField,
  sameAsTyped,
} from './auth.ts';
import { idField, optionalText, text } from './common.ts';

const PHONE_CODE = /^\+\d{1,4}$/;
const PHONE = /^[\d\s-]{4,20}$/;

/** Profile fields; the API accepts any subset, the settings form requires some (spec §5). */
export const profileInput = z.object({
  /** The account's language: its e-mail is written in it. */
  locale: z.optional(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], 'validation.invalid')),
  /** Invoice details (an empty one falls back to the account's name and e-mail on invoices). */
  companyName: optionalText(120),
  billingAddress: optionalText(300),
  billingCountry: z.nullable(
    z.optional(z.string().check(z.trim(), z.regex(/^([A-Z]{2})?$/, 'personal.countryInvalid'))),
  ),
  taxNumber: optionalText(40),
  /** The optional notices switched off (security mail and receipts always go). */
  noticesOff: z.optional(z.array(z.enum(optionalNotices, 'validation.invalid')).check(z.maxLength(20))),
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

/** Six digits, as mailed; spaces a phone's copy may add are dropped. */
export const pinField = z.pipe(
  text('verify.codeRequired').check(z.overwrite((v) => v.replace(/\s+/g, ''))),
  z.string().check(z.minLength(1, 'verify.codeRequired'), z.regex(/^\d{6}$/, 'verify.codeFormat')),
);

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
    confirmPassword: confirmPasswordField,
  })
  .check(
    sameAsTyped('newPassword'),
    z.refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: 'personal.passwordSame' }),
  );

export const emailChangeInput = z.object({
  newEmail: emailField,
  password: passwordField,
  // The spec's PIN: absent, a code is mailed to the new address; given, it confirms the change.
  pin: z.optional(pinField),
  // The spec's second PIN placeholder is accepted and ignored (one code, to the new address).
  pin2: z.optional(z.unknown()),
});

/** The 6-digit code mailed to prove an address. */
export const verifyEmailInput = z.object({ pin: pinField });

export const sessionRevokeInput = z.object({ id: idField() });

export type ProfileInput = z.infer<typeof profileInput>;
