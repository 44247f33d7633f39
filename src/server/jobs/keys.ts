import { JOB_PRIORITY, type JobPriority } from './priority.ts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { MAIL_MAX_ATTEMPTS } from './backoff.ts';

/**
 * The kinds of background job and their dedupe keys, in one place: whoever queues a job
 * (services) and whoever runs it (runner.ts) read them here, so neither imports the other.
 */
export const JOB = {
  /** An order's first site (slot 1); payload `{ orderId }`. */
  provision: 'provision',
  /** A further slot (2..N) of an order: its own job, once per slot; payload `{ siteId }`. */
  provisionSlot: 'provision_slot',
  /** A site's design published (a version rendered and swapped in); payload `{ versionId }`. */
  publishSite: 'site_publish',
  /** A site's old published versions deleted (after each publish); payload `{ siteId }`. */
  pruneVersions: 'site_prune',
  /** One sweep of re-checks of verified own domains' DNS (every hour); payload `{}`. */
  domainRecheck: 'domain_recheck',
  /** Once per installation: live sites from before the designer get their first version; payload `{}`. */
  firstVersions: 'site_first_versions',
  /** A forgotten-password request: mails a link when the address is an account's; payload `{ email, locale }`. */
  passwordReset: 'password_reset',
  /** An invoice's PDF rendered once and stored with its SHA-256; payload `{ invoiceId }`. */
  invoicePdf: 'invoice_pdf',
  /** One message of the mail outbox delivered over SMTP; payload `{ mailId }`. */
  mailDeliver: 'mail_deliver',
  /** A paid renewal order extends its sites' terms; payload `{ orderId }`. */
  renewSites: 'site_renew',
  /** The daily sweep of sites' terms (reminders, grace, suspension, release); payload `{}`. */
  siteTerms: 'site_terms',
  /** The game catalogue imported from the aggregator (src/server/games/import.ts), once an hour; payload `{}`. */
  gamesImport: 'games_import',
  /** After an import withdrew games: live sites with game sections published again; payload `{ since }`. */
  gameSitesRefresh: 'site_games_refresh',
} as const;

export type JobKind = (typeof JOB)[keyof typeof JOB];

const PROVISION_PREFIX = 'provision:';

export const provisionKey = (orderId: number) => `${PROVISION_PREFIX}${orderId}`;
export const slotProvisionKey = (orderId: number, slotNo: number) => `${PROVISION_PREFIX}${orderId}:${slotNo}`;
/** The job that provisions a site, whichever slot it fills. */
export const siteJobKey = (site: { orderId: number; slotNo: number }) =>
  site.slotNo === 1 ? provisionKey(site.orderId) : slotProvisionKey(site.orderId, site.slotNo);

/** provisionKey as the database computes it, for a query that looks for an order's job. */
export const provisionKeySql = (orderId: AnyColumn): SQL => sql`${PROVISION_PREFIX}::text || ${orderId}`;

/** The job that provisions an order's first site (queued once: the key dedupes it). */
export const provisionJob = (orderId: number) => ({
  kind: JOB.provision,
  dedupeKey: provisionKey(orderId),
  payload: { orderId },
});

/** The job that provisions a further slot's site. */
export const slotJob = (site: { id: number; orderId: number; slotNo: number }) => ({
  kind: JOB.provisionSlot,
  dedupeKey: slotProvisionKey(site.orderId, site.slotNo),
  payload: { siteId: site.id },
});

/** A paid renewal order applied to its sites (queued when it is paid, once per order). */
export const RENEW_PREFIX = 'site_renew:';
export const renewalJob = (orderId: number) => ({
  kind: JOB.renewSites,
  dedupeKey: `${RENEW_PREFIX}${orderId}`,
  payload: { orderId },
});
/** renewal job keys as the database computes them (the watchdog's query). */
export const renewalKeySql = (orderId: AnyColumn): SQL => sql`${RENEW_PREFIX}::text || ${orderId}`;

/** The sweep of terms of one day of the clock: every process asks for it, the key lets one run per day. */
export const SITE_TERMS_PERIOD_MS = 86_400_000;
export const siteTermsJob = (now: Date) => ({
  kind: JOB.siteTerms,
  dedupeKey: `site_terms:${Math.floor(now.getTime() / SITE_TERMS_PERIOD_MS)}`,
  payload: {},
});

/** The hourly import of the game catalogue: every process asks for it, the key lets one run per hour. */
export const GAMES_IMPORT_PERIOD_MS = 3_600_000;
export const gamesImportJob = (now: Date) => ({
  kind: JOB.gamesImport,
  dedupeKey: `games_import:${Math.floor(now.getTime() / GAMES_IMPORT_PERIOD_MS)}`,
  payload: {},
});

/** Publishing one version of a site's design (issue 17): its pages rendered, then swapped in. */
export const PUBLISH_PREFIX = 'site_publish:';
/** One per import that withdrew games (`since`: that import's time, which the refresh compares with). */
export const gameSitesRefreshJob = (since: Date) => ({
  kind: JOB.gameSitesRefresh,
  dedupeKey: `site_games_refresh:${since.toISOString()}`,
  payload: { since: since.toISOString() },
});

export const publishJob = (versionId: number) => ({
  kind: JOB.publishSite,
  dedupeKey: `${PUBLISH_PREFIX}${versionId}`,
  payload: { versionId },
});

/** Pruning a site's old versions: one recurring job per site, armed again by every publish (queue.enqueueAgain). */
export const pruneJob = (siteId: number) => ({
  kind: JOB.pruneVersions,
  dedupeKey: `site_prune:${siteId}`,
  payload: { siteId },
});

/**
 * The re-check sweep of one period (`periodMs` long) of the clock: every process may ask for
 * it, the key lets one run per period.
 */
export const domainRecheckJob = (now: Date, periodMs: number) => ({
  kind: JOB.domainRecheck,
  dedupeKey: `domain_recheck:${Math.floor(now.getTime() / periodMs)}`,
  payload: {},
});

/**
 * The one-time migration of sites made before the designer: every process asks for it at start,
 * the key lets it run once per installation (new sites get their version when provisioned).
 */
export const firstVersionsJob = () => ({
  kind: JOB.firstVersions,
  dedupeKey: 'site_first_versions',
  payload: {},
});

/** Rendering an invoice's PDF: queued by issueInvoice in the issuing transaction, once per invoice. */
export const invoicePdfKey = (invoiceId: number) => `invoice_pdf:${invoiceId}`;
export const invoicePdfJob = (invoiceId: number) => ({
  kind: JOB.invoicePdf,
  dedupeKey: invoicePdfKey(invoiceId),
  payload: { invoiceId },
  priority: JOB_PRIORITY.after,
});

/** Delivering one outbox message (mail/outbox.ts queues it in the message's own transaction). */
export const mailJob = (mailId: number, priority: JobPriority = JOB_PRIORITY.waited) => ({
  kind: JOB.mailDeliver,
  dedupeKey: `mail:${mailId}`,
  payload: { mailId },
  maxAttempts: MAIL_MAX_ATTEMPTS,
  priority,
});
