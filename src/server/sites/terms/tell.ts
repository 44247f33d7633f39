import type { Db } from '../../db/client.ts';
import { queueAccountMail } from '../../mail/notices.ts';
import type { TermSite } from './transition.ts';
import { daysUntil, graceEnds, releaseAt, type TermStep } from './termRules.ts';

/**
 * Tells the merchant about a site's term, once per site, end date and step (the outbox's key):
 * a job run twice, or on two processes, queues it once; a renewal (a new end) starts afresh.
 */
export async function tellTerm(tx: Db, site: TermSite, step: TermStep, now: Date): Promise<void> {
  if (!site.paidUntil) return;
  const end = site.paidUntil;
  const at = step.startsWith('release') ? releaseAt(end) : end;
  await queueAccountMail(tx, {
    kind: 'site_term',
    subject: `site:${site.id}:term:${end.toISOString()}:${step}`,
    userId: site.userId,
    now,
    data: {
      step,
      siteName: site.siteName,
      address: site.domain ?? '',
      paidUntil: end.toISOString(),
      suspendsOn: graceEnds(end).toISOString(),
      releasesOn: releaseAt(end).toISOString(),
      daysLeft: daysUntil(at, now),
    },
  });
}
