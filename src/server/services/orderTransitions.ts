import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orders, siteNames } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { canTransition, ORDER_STATUS, type OrderStatus } from '../../shared/orderStatus.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Ends that give the reserved site name back. */
const RELEASES_NAME: readonly OrderStatus[] = [ORDER_STATUS.invalid, ORDER_STATUS.timedOut, ORDER_STATUS.cancelled];

/**
 * The one way an order changes status: a conditional update (`… where status = from
 * returning`) plus the history row saying why, in the caller's transaction. Returns null
 * when another writer moved the order first (the caller decides whether that is an error).
 */
export async function moveOrder(
  db: Db,
  input: { orderId: number; from: OrderStatus; to: OrderStatus; reason: string; now: Date; set?: Partial<OrderRow> },
): Promise<OrderRow | null> {
  if (!canTransition(input.from, input.to)) throw new AppError('invalid_transition');
  const [row] = await db
    .update(orders)
    .set({ ...input.set, status: input.to, updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, input.from)))
    .returning();
  if (!row) return null;
  await db.insert(orderEvents).values({
    orderId: row.id,
    fromStatus: input.from,
    toStatus: input.to,
    reason: input.reason,
    createdAt: input.now,
  });
  if (RELEASES_NAME.includes(input.to)) {
    await db.delete(siteNames).where(and(eq(siteNames.orderId, row.id), isNull(siteNames.siteId)));
  }
  return row;
}

/** Persists "Timed Out" for a pending order already past its expiry; true when it did. */
export async function expireIfDue(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (order.status !== ORDER_STATUS.pending || order.expiresAt.getTime() > now.getTime()) return false;
  return (await moveOrder(db, { orderId: order.id, from: 0, to: 4, reason: 'expired', now })) !== null;
}
