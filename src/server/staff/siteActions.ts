import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import { orders, sites } from '../db/schema/index.ts';
import { provisionKey } from '../jobs/keys.ts';
import { requeue } from '../jobs/queue.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';

type Act = { siteId: number; reason: string };

/**
 * Suspends a site: from the commit on, every page at its platform address and its own domain
 * answers the suspension notice (routes/sitePages.ts). Once; a suspended site is not suspended again.
 */
export async function suspendSite(db: Db, actor: StaffActor, input: Act, now: Date) {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .update(sites)
      .set({ suspendedAt: now, suspendedReason: input.reason })
      .where(and(eq(sites.id, input.siteId), isNull(sites.suspendedAt)))
      .returning({ id: sites.id });
    if (!s) throw await missingOr(tx, input.siteId);
    await appendAudit(
      tx,
      actor,
      {
        action: 'site.suspend',
        target: `site:${input.siteId}`,
        before: { suspended: false },
        after: { suspended: true },
        reason: input.reason,
      },
      now,
    );
  });
}

export async function resumeSite(db: Db, actor: StaffActor, input: Act, now: Date) {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .update(sites)
      .set({ suspendedAt: null, suspendedReason: null })
      .where(and(eq(sites.id, input.siteId), isNotNull(sites.suspendedAt)))
      .returning({ id: sites.id });
    if (!s) throw await missingOr(tx, input.siteId);
    await appendAudit(
      tx,
      actor,
      {
        action: 'site.resume',
        target: `site:${input.siteId}`,
        before: { suspended: true },
        after: { suspended: false },
        reason: input.reason,
      },
      now,
    );
  });
}

/** Provisioning of a paid order tried again now (a failed job starts a new window of attempts). */
export async function retryProvisioning(
  db: Db,
  actor: StaffActor,
  input: { orderId: number; reason: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [o] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
    if (!o) throw new AppError('not_found');
    await requeue(tx, provisionKey(input.orderId), now);
    await appendAudit(
      tx,
      actor,
      { action: 'order.retryProvisioning', target: `order:${input.orderId}`, reason: input.reason },
      now,
    );
  });
}

async function missingOr(tx: Db, siteId: number): Promise<AppError> {
  const [s] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  return s ? new AppError('conflict') : new AppError('not_found');
}
