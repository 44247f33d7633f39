import * as z from 'zod/mini';
import { optionalText as trimmedOptional, text } from './common.ts';

/**
 * The marketing forms' input rules, shared by the vanilla form scripts and the API.
 * Messages are i18n keys (`form.*`), so the page and the server speak the visitor's language.
 */

/**
 * Empty optional text counts as absent, so a blank "company" field is simply not sent.
 * (zod's `preprocess`, spelled as the mini build has it: an optional pipe from a transform.)
 */
const optionalText = (max: number, key: string) =>
  z.optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
      trimmedOptional(max, key),
    ),
  );

const requiredText = (min: number, max: number, requiredKey: string, tooLongKey: string) =>
  text(requiredKey).check(z.trim(), z.minLength(min, requiredKey), z.maxLength(max, tooLongKey));

export const FORM_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  message: 5000,
  contact: 200,
  trafficSources: 1000,
  leagueMessage: 2000,
} as const;

export const contactInput = z.object({
  name: requiredText(1, FORM_LIMITS.name, 'form.nameRequired', 'form.nameTooLong'),
  email: z.pipe(
    text('form.emailRequired').check(
      z.trim(),
      z.minLength(1, 'form.emailRequired'),
      z.maxLength(FORM_LIMITS.email, 'form.emailInvalid'),
    ),
    z.email('form.emailInvalid'),
  ),
  company: optionalText(FORM_LIMITS.company, 'form.companyTooLong'),
  message: requiredText(1, FORM_LIMITS.message, 'form.messageRequired', 'form.messageTooLong'),
});

/** How an affiliate brings traffic; the form offers these as a select. */
export const leagueChannels = ['website', 'social', 'streaming', 'community', 'ads', 'agency', 'other'] as const;

export const leagueInput = z.object({
  name: requiredText(1, FORM_LIMITS.name, 'form.nameRequired', 'form.nameTooLong'),
  contact: requiredText(1, FORM_LIMITS.contact, 'form.contactRequired', 'form.contactTooLong'),
  channel: z.enum(leagueChannels, { error: 'form.channelRequired' }),
  trafficSources: optionalText(FORM_LIMITS.trafficSources, 'form.trafficTooLong'),
  message: optionalText(FORM_LIMITS.leagueMessage, 'form.messageTooLong'),
});

export type ContactInput = z.infer<typeof contactInput>;
export type LeagueInput = z.infer<typeof leagueInput>;

/** An affiliate application's qualification review is promised within 48 hours (spec §9). */
export const LEAGUE_REVIEW_HOURS = 48;
