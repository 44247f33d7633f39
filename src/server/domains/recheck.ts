import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteDomains, sites } from '../db/schema/index.ts';
import { queueNotice } from '../mail/notices.ts';
import { checkDns } from './check.ts';
import type { Resolver } from './resolver.ts';

/**
 * Re-checks of verified own domains: DNS that was right once can be changed by its owner at
 * any time (a CNAME removed, the TXT record cleaned up), and a host that no longer points here
 * must stop getting the site and certificates (Caddy's ask reads `status`).
 */

/** A verified domain's DNS is looked at again this long after its last check. */
export const DOMAIN_RECHECK_HOURS = 6;
/** Failed re-checks in a row before a verified domain lapses (one bad answer is not enough). */
export const DOMAIN_LAPSE_AFTER = 3;
/** Domains one sweep re-checks at most; the rest wait for the next sweep (the oldest first). */
export const DOMAIN_RECHECK_BATCH = 50;
/** How often a sweep runs (jobs/keys.ts domainRecheckJob: one per period, whichever process asks). */
export const DOMAIN_SWEEP_MS = 60 * 60 * 1000;
/** Lookups side by side within a sweep: a slow resolver (3 s timeouts) must not stretch it out. */
const SIDE_BY_SIDE = 5;

type DomainRow = typeof siteDomains.$inferSelect;

/**
 * Checks one verified domain again: a pass clears its count of failures, a failure adds one
 * and, at DOMAIN_LAPSE_AFTER, lapses it. Each update is conditional on the state it read
 * (status and count), so two checks at once count one failure, not two.
 */
export async function recheckVerified(
  db: Db,
  claim: DomainRow,
  dns: { resolver: Resolver; target: string },
  now: Date,
): Promise<void> {
  const result = await checkDns(dns.resolver, claim, dns.target);
  const asRead = and(
    eq(siteDomains.id, claim.id),
    eq(siteDomains.status, 'verified'),
    eq(siteDomains.failedChecks, claim.failedChecks),
  );
  if (result.ok) {
    await db.update(siteDomains).set({ failedChecks: 0, reason: null, checkedAt: now }).where(asRead);
    return;
  }
  const failures = claim.failedChecks + 1;
  const lapse = failures >= DOMAIN_LAPSE_AFTER;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(siteDomains)
      .set({
        failedChecks: failures,
        reason: result.reason,
        checkedAt: now,
        ...(lapse ? { status: 'lapsed', lapsedAt: now } : {}),
      })
      .where(asRead)
      .returning({ id: siteDomains.id });
    if (!moved || !lapse) return;
    // The merchant hears of the lapse with it (only the check that made it, once per lapse).
    const [site] = await tx
      .select({ userId: sites.userId, siteName: sites.siteName })
      .from(sites)
      .where(eq(sites.id, claim.siteId));
    if (!site) return;
    await queueNotice(tx, {
      kind: 'domain_lapsed',
      subject: `domain:${claim.id}:${now.toISOString()}`,
      userId: site.userId,
      data: { domain: claim.host, siteName: site.siteName },
      now,
    });
  });
}

/**
 * One sweep: the verified domains last checked DOMAIN_RECHECK_HOURS ago or more, each moved
 * up to an hour earlier by its id (jitter: domains verified together are not all looked up in
 * the same minute ever after), oldest first, at most `limit`. Every due domain's `checked_at`
 * moves to `now`, so a sweep run twice checks nothing the second time, and a clock that
 * went backwards finds nothing due (the last checks look newer than `now`).
 */
export async function recheckDomains(
  db: Db,
  dns: { resolver: Resolver; target: string },
  now: Date,
  limit = DOMAIN_RECHECK_BATCH,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await db
    .select()
    .from(siteDomains)
    .where(
      and(
        eq(siteDomains.status, 'verified'),
        sql`coalesce(${siteDomains.checkedAt}, ${siteDomains.verifiedAt}, ${siteDomains.createdAt})
          <= ${at} - ${DOMAIN_RECHECK_HOURS} * interval '1 hour' + (${siteDomains.id} % 60) * interval '1 minute'`,
      ),
    )
    .orderBy(asc(siteDomains.checkedAt), asc(siteDomains.id))
    .limit(limit);
  for (let i = 0; i < due.length; i += SIDE_BY_SIDE) {
    await Promise.all(due.slice(i, i + SIDE_BY_SIDE).map((d) => recheckVerified(db, d, dns, now)));
  }
  return due.length;
}
