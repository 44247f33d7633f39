/**
 * The e-mail notices a merchant may switch off in Personal settings: security mail (codes,
 * password and address changes) and receipts always go. Kinds as in server/mail/kinds.ts.
 */
export const optionalNotices = [
  'part_payment',
  'site_live',
  'late_credited',
  'topup_credited',
  'provisioning_delayed',
  'domain_lapsed',
] as const;

export type OptionalNotice = (typeof optionalNotices)[number];
