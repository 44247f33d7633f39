/**
 * Claim order before `run_at` (jobs.priority): what a person is waiting on right now goes first
 * (a site going live after payment, the code or the link they asked for); what follows it by a
 * few seconds without anyone watching (invoice PDFs, receipts, notices) takes the slots left. A
 * burst of paid orders then renders its invoices after the sites are live, not between them.
 * Last come the notices a merchant may switch off (a site live, a part payment…): they share the
 * slots kept for what follows, behind the receipts, so a burst's 200 "site live" notices do not
 * stand between its receipts and the SMTP server.
 */
export const JOB_PRIORITY = { waited: 0, after: 1, notice: 2 } as const;
export type JobPriority = (typeof JOB_PRIORITY)[keyof typeof JOB_PRIORITY];
