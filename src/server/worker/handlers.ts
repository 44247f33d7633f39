import type { Db } from '../db/client.ts';
import type { Resolver } from '../domains/resolver.ts';
import { recheckDomains } from '../domains/recheck.ts';
import { issuePasswordReset } from '../accounts/passwordReset.ts';
import { renderInvoicePdf } from '../invoices/pdf.ts';
import { wakeReceipts } from '../invoices/receipt.ts';
import { invoicePdfKey, JOB, type JobKind } from '../jobs/keys.ts';
import { MAIL_RETRY_MS, scheduledDelayMs } from '../jobs/backoff.ts';
import { deliverMail, holdMail } from '../mail/deliver.ts';
import type { MailOut } from '../mail/transport.ts';
import { completeUnheld, type JobRow } from '../jobs/queue.ts';
import type { Logger } from '../platform/logger.ts';
import { publishMissingFirstVersions } from '../sites/design/firstVersions.ts';
import { pruneVersions } from '../sites/design/prune.ts';
import { markVersionFailed, runPublish } from '../sites/design/publish.ts';
import type { SiteHost } from '../sites/provisioning/host.ts';
import { provisionOrder, provisionSlotSite } from '../sites/provisioning/provision.ts';
import { applyRenewal } from '../sites/terms/renewals.ts';
import { sweepTerms } from '../sites/terms/sweep.ts';
import type { SiteTarget } from '../sites/provisioning/siteStatus.ts';
import type { Aggregator } from '../games/aggregator.ts';
import { refreshGameSites } from '../sites/design/refreshGames.ts';
import { runCatalogueImport } from '../games/importJob.ts';

/** What a job's handler may use: the database, the clock, the log, the site host and DNS. */
export interface HandlerDeps {
  db: Db;
  now: () => Date;
  log: Logger;
  host: SiteHost;
  /** DNS of own-domain re-checks and where CNAMEs must point; without it no re-check runs. */
  dns?: { resolver: Resolver; target: string } | undefined;
  /** Where e-mail goes (mail/setup.ts); without it mail jobs wait, unclaimed. */
  mail?: MailOut | undefined;
  /** The game aggregator the catalogue is imported from; default the fake (games/config.ts). */
  games?: Aggregator | undefined;
}

/** One kind of job: how it runs, and what its final failure tells the merchant. */
export interface JobHandler {
  run(deps: HandlerDeps, job: JobRow): Promise<unknown>;
  /** The site whose status shows the job's delays and failure (provisioning). */
  siteOf?(job: JobRow): SiteTarget;
  /** Written in the transaction that records the job's last failed attempt. */
  onFinalFailure?(tx: Db, job: JobRow): Promise<void>;
  /** The wait after failed attempt `attempt`; default jobs/backoff.ts `retryDelayMs`. */
  retryDelayMs?(attempt: number, random?: () => number): number;
  /**
   * True when this process cannot run the kind at all (mail without an SMTP server): the runner
   * then does not claim its jobs, so they spend no attempt and run where, or once, it can.
   */
  paused?(deps: HandlerDeps): boolean;
}

const field = (job: JobRow, name: string) => (job.payload as Record<string, number>)[name]!;

/**
 * Every kind of job → its handler: the worker runs what this table says. A kind missing here
 * does not compile (`Record<JobKind, …>`).
 */
export const handlers: Record<JobKind, JobHandler> = {
  [JOB.provision]: {
    run: (deps, job) => provisionOrder(deps, field(job, 'orderId')),
    siteOf: (job) => ({ orderId: field(job, 'orderId') }),
  },
  [JOB.provisionSlot]: {
    run: (deps, job) => provisionSlotSite(deps, field(job, 'siteId')),
    siteOf: (job) => ({ siteId: field(job, 'siteId') }),
  },
  [JOB.renewSites]: {
    run: (deps, job) => applyRenewal(deps.db, field(job, 'orderId'), deps.now()),
  },
  [JOB.siteTerms]: {
    run: (deps) => sweepTerms(deps.db, deps.now()),
  },
  [JOB.gamesImport]: {
    run: (deps) => runCatalogueImport(deps),
  },
  [JOB.gameSitesRefresh]: {
    run: (deps, job) => refreshGameSites(deps.db, new Date((job.payload as { since: string }).since), deps.now()),
  },
  [JOB.publishSite]: {
    run: (deps, job) => runPublish(deps.db, field(job, 'versionId'), deps.now),
    onFinalFailure: (tx, job) => markVersionFailed(tx, field(job, 'versionId')),
  },
  [JOB.pruneVersions]: {
    run: (deps, job) => pruneVersions(deps.db, field(job, 'siteId')),
  },
  [JOB.domainRecheck]: {
    run: async (deps) => {
      if (deps.dns) await recheckDomains(deps.db, deps.dns, deps.now());
    },
  },
  [JOB.invoicePdf]: {
    run: async (deps, job) => {
      const id = field(job, 'invoiceId');
      const stored = await renderInvoicePdf(deps.db, id);
      // The other invoices this print stored: their jobs have nothing left to do.
      const others = stored.filter((other) => other !== id);
      await completeUnheld(deps.db, others.map(invoicePdfKey), deps.now());
      // Its own receipt even when another job's batch printed the PDF; each one this print stored.
      await wakeReceipts(deps.db, [id, ...others], deps.now());
    },
  },
  [JOB.firstVersions]: {
    run: async (deps) => {
      const n = await publishMissingFirstVersions(deps.db, deps.now());
      if (n) deps.log.info({ sites: n }, 'published the first version of sites made before the designer');
    },
  },
  [JOB.passwordReset]: {
    run: (deps, job) => issuePasswordReset(deps.db, job.payload as { email: string }, deps.now()),
  },
  [JOB.mailDeliver]: {
    run: (deps, job) => deliverMail(deps, field(job, 'mailId')),
    retryDelayMs: (attempt, random) => scheduledDelayMs(MAIL_RETRY_MS, attempt, random),
    onFinalFailure: (tx, job) => holdMail(tx, field(job, 'mailId')),
    paused: (deps) => !deps.mail,
  },
};
