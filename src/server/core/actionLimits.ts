import { hit, type Limit, type RateLimitStore } from './rateLimit.ts';

/**
 * Limits on actions that cost the platform something each time, whoever asks: a DNS lookup,
 * a top-up address (derived, stored and watched for a day), a payment (a provider call, an
 * address), an image (decoded and re-encoded). Each counts per owner, so one merchant's (or
 * one site's) burst never slows another; an attempt over the limit is refused with 429 and
 * Retry-After before anything is looked up or stored. docs/recipes.md "Where each limit is configured".
 */
export const ACTION_LIMITS = {
  /** "Check now" / "Check again" of own domains, per site: a slow DNS change needs a few tries a minute. */
  domainCheck: { bucket: 'domain-check', limit: 10, windowMs: 60_000 },
  /** New USDT top-up addresses, per merchant: one is valid for an hour; a few spare for typos of the amount. */
  topUpAddress: { bucket: 'topup-address', limit: 10, windowMs: 3_600_000 },
  /** Payments started for one order, per merchant: switching method or network a few times. */
  paymentStart: { bucket: 'payment-start', limit: 10, windowMs: 3_600_000 },
  /** Images uploaded to one site's designer: a whole site's pictures in an hour. */
  imageUpload: { bucket: 'image-upload', limit: 60, windowMs: 3_600_000 },
  /** E-mail codes sent, per merchant: one a minute (a resend after a slow mail)… */
  emailCodeMinute: { bucket: 'email-code-minute', limit: 1, windowMs: 60_000 },
  /** …and five an hour (each is a mail to an address that may not be theirs). */
  emailCodeHour: { bucket: 'email-code-hour', limit: 5, windowMs: 3_600_000 },
  /** Forgotten-password mails asked for, per typed address (whether an account has it or not). */
  resetAddress: { bucket: 'reset-address', limit: 3, windowMs: 3_600_000 },
  /** Forgotten-password requests per client address: one person trying many addresses. */
  resetIp: { bucket: 'reset-ip', limit: 20, windowMs: 3_600_000 },
} as const satisfies Record<string, Limit>;

export type ActionLimit = keyof typeof ACTION_LIMITS;

/** What a service needs to count an action: the shared store and the clock. */
export interface ActionCtx {
  limits: RateLimitStore;
  now: () => Date;
}

/** Counts one `action` by `owner` (a merchant's or a site's id); 429 once over the limit. */
export function countAction(ctx: ActionCtx, action: ActionLimit, owner: string): Promise<void> {
  return hit(ctx.limits, ACTION_LIMITS[action], owner, ctx.now());
}
