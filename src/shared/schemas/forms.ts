import { z } from 'zod';
import { text } from './common.ts';

/**
 * The marketing forms' input rules, shared by the vanilla form scripts and the API.
 * Messages are i18n keys (`form.*`), so the page and the server speak the visitor's language.
 */

/** Empty optional text counts as absent, so a blank "company" field is simply not sent. */
const optionalText = (max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: 'validation.notText' }).trim().max(max, key).optional().nullable(),
  );

const requiredText = (min: number, max: number, requiredKey: string, tooLongKey: string) =>
  text(requiredKey).trim().min(min, requiredKey).max(max, tooLongKey);

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
  email: text('form.emailRequired')
    .trim()
    .min(1, 'form.emailRequired')
    .max(FORM_LIMITS.email, 'form.emailInvalid')
    .pipe(z.email('form.emailInvalid')),
  company: optionalText(FORM_LIMITS.company, 'form.companyTooLong'),
  message: requiredText(1, FORM_LIMITS.message, 'form.messageRequired', 'form.messageTooLong'),
});

/** How an affiliate brings traffic; the form offers these as a select. */
export const leagueChannels = ['website', 'social', 'streaming', 'community', 'ads', 'agency', 'other'] as const;
export type LeagueChannel = (typeof leagueChannels)[number];

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
