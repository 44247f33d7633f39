import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, sites } from '../../db/schema/index.ts';
import { queueNotice } from '../../mail/notices.ts';

/** How long after payment a site still provisioning is worth a mail ("delayed, we keep trying"). */
export const DELAY_NOTICE_AFTER_MS = 3_600_000;

/**
 * What the merchant is told while provisioning fails. Between attempts the site stays
 * `provisioning` with the time of the next one (`retry_at`) and the count so far, so My sites
 * and Created can say "delayed, we keep trying"; only after the last attempt is it `failed`.
 * Both are conditional on `provisioning`: a site that went live meanwhile stays live.
 */
/** Which site a provisioning job is for: an order's first (its checkout name), or a further slot's. */
export type SiteTarget = { orderId: number } | { siteId: number };

const whereSite = (target: SiteTarget): SQL =>
  'siteId' in target ? eq(sites.id, target.siteId) : and(eq(sites.orderId, target.orderId), eq(sites.slotNo, 1))!;

export async function markDelayed(
  db: Db,
  target: SiteTarget,
  failure: { error: string; retryAt: Date; attempts: number },
  now: Date,
): Promise<void> {
  await db
    .update(sites)
    .set({
      retryAt: failure.retryAt,
      failedAttempts: failure.attempts,
      lastError: failure.error.slice(0, 300),
      updatedAt: now,
    })
    .where(and(whereSite(target), eq(sites.status, 'provisioning')));
  // Still not live an hour after payment: the merchant hears of it once per site.
  const [late] = await db
    .select({ siteId: sites.id, userId: sites.userId, orderNo: orders.orderNo, payTime: orders.payTime })
    .from(sites)
    .innerJoin(orders, eq(orders.id, sites.orderId))
    .where(and(whereSite(target), eq(sites.status, 'provisioning')));
  if (late?.payTime && now.getTime() - late.payTime.getTime() > DELAY_NOTICE_AFTER_MS) {
    await queueNotice(db, {
      kind: 'provisioning_delayed',
      subject: `site:${late.siteId}`,
      userId: late.userId,
      data: { orderNo: late.orderNo, since: late.payTime.toISOString() },
      now,
    });
  }
}

/** After the last attempt: the site is `failed` (the merchant sees Retry). */
export async function markFailed(
  db: Db,
  target: SiteTarget,
  error: string,
  attempts: number,
  now: Date,
): Promise<void> {
  await db
    .update(sites)
    .set({ status: 'failed', retryAt: null, failedAttempts: attempts, lastError: error.slice(0, 300), updatedAt: now })
    .where(and(whereSite(target), eq(sites.status, 'provisioning')));
}
