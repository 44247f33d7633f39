import type { LocaleCode } from '../../../i18n/locales.ts';
import { optionalNotices } from '../../shared/mailNotices.ts';

/**
 * Every kind of e-mail the platform sends, and the data each one carries. The outbox stores
 * `data` as JSON in the row written with the business fact; the renderer turns (kind, locale,
 * data) into a subject, HTML and plain text when the message is delivered. Nothing here holds a
 * password, a token's hash or an internal id: only what the reader is meant to see, plus the
 * one-time reset token, which is the link's secret.
 *
 * Amounts are decimal strings in the currency's minor-unit precision (as the API sends them);
 * times are ISO 8601 instants, formatted in the reader's language by the renderer.
 */
export interface MailData {
  /** A 6-digit code proving the address (registration, or the new address of an e-mail change). */
  verify_email: { code: string; expiresMinutes: number; purpose: 'register' | 'change' };
  /** To the old address after an e-mail change: where the account's mail goes now. */
  email_changed: { newEmailMasked: string; at: string };
  /** A forgotten password: the reset link's secret (the link is built from PUBLIC_URL). */
  password_reset: { token: string; expiresMinutes: number };
  /** The password was set anew (a reset or a change); every session was ended. */
  password_changed: { at: string };
  /** A paid order or a credited top-up: the invoice PDF travels as an attachment. */
  receipt: {
    invoiceNo: string;
    orderNo?: string;
    what: 'order' | 'topUp';
    amount: string;
    currency: string;
    method: string;
    paidAt: string;
    network?: string;
    txHash?: string;
  };
  /** Part of an order's price arrived; the rest is due before the order times out. */
  part_payment: { orderNo: string; received: string; due: string; currency: string; dueBy: string };
  /** An order completed and its site is live (never the operations account's password). */
  site_live: { orderNo: string; siteName: string; siteUrl: string };
  /** Money that could not pay its order (late, surplus, closed order) went to the balance. */
  late_credited: { orderNo: string; amount: string; currency: string; balance: string };
  /** A top-up was credited to the balance. */
  topup_credited: { amount: string; currency: string; balance: string };
  /** A paid order's site is still not live an hour after payment; we keep trying. */
  provisioning_delayed: { orderNo: string; since: string };
  /** An own domain stopped pointing at the platform and its site is back on the platform address. */
  domain_lapsed: { domain: string; siteName: string };
  /** Support's answer to a contact-form message, with an excerpt of what the visitor wrote. */
  contact_reply: { name: string; reply: string; asked: string };
  /** The affiliate programme's decision on an application, with its reason (and, approved, the affiliate's code). */
  affiliate_decision: { name: string; approved: boolean; reason: string; code?: string | null };
  /** An administrator invited a person to the staff console: the link's secret sets their password. */
  staff_invite: { name: string; inviter: string; role: string; token: string; expiresHours: number };
  /** The code that confirms a new withdrawal address (withdrawals/addressBook.ts). */
  withdraw_address_code: {
    code: string;
    expiresMinutes: number;
    network: string;
    address: string;
    label: string;
    /** The cooling-off after confirming (WITHDRAW_COOLING_HOURS); mail queued before it existed reads 24. */
    coolingHours?: number;
  };
  /** A withdrawal address was confirmed: it can receive money from `usableFrom` (the cooling-off). */
  withdraw_address_added: { network: string; address: string; label: string; usableFrom: string };
  /** A withdrawal moved: requested, its first of two approvals, approved, exported, rejected, cancelled, sent, confirmed or failed. */
  withdrawal_update: {
    id: number;
    status: string;
    amount: string;
    fee: string;
    currency: string;
    network: string;
    address: string;
    reason: string | null;
    txHash: string | null;
  };
  /** A site's term (sites/terms/): a reminder before its end, the end, suspension, release warnings, release, renewal. */
  site_term: {
    step: string;
    siteName: string;
    /** Where the site is (its address), shown as text. */
    address: string;
    /** ISO instants: the end paid for, when it is suspended, when its name and domain are released. */
    paidUntil: string;
    suspendsOn: string;
    releasesOn: string;
    daysLeft: number;
  };
}

export type MailKind = keyof MailData;

/** Every kind: security mail and receipts, then the notices a merchant may switch off. */
export const mailKinds = [
  'verify_email',
  'email_changed',
  'password_reset',
  'password_changed',
  'receipt',
  'contact_reply',
  'affiliate_decision',
  'staff_invite',
  'withdraw_address_code',
  'withdraw_address_added',
  'withdrawal_update',
  'site_term',
  ...optionalNotices,
] as const satisfies readonly MailKind[];

/** Security mail and receipts always go; the merchant may switch the other notices off. */
export { optionalNotices } from '../../shared/mailNotices.ts';
// Each switchable notice is a kind: a misspelt one fails to compile here.
optionalNotices satisfies readonly MailKind[];

/** One message to render: what it is, in whose language, and where its links point. */
export interface MailToRender<K extends MailKind = MailKind> {
  kind: K;
  locale: LocaleCode;
  data: MailData[K];
  /** The configured public URL (PUBLIC_URL); never the request's Host. */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
