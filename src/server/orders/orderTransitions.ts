import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orders, siteNames } from '../db/schema/index.ts';
import { ORDER_STATUS, type OrderStatus, TRANSITIONS, type Transition } from '../../shared/orderStatus.ts';
import { credit } from './balance.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Ends of an unpaid order: they give the reserved site name back and the money paid so far. */
const CLOSES: readonly OrderStatus[] = [ORDER_STATUS.invalid, ORDER_STATUS.timedOut, ORDER_STATUS.cancelled];

/**
 * The one way an order changes status: a named move (TRANSITIONS), made as a conditional
 * update (`… where status = from returning`) plus the history row saying why, in the caller's transaction. Returns null
 * when another writer moved the order first (the caller decides whether that is an error).
 * Closing an order credits what was already paid on it to the merchant's balance, with its
 * ledger line, in the same update (`credited_minor`): nothing paid stays on a closed order.
 */
export async function moveOrder(
  db: Db,
  input: { orderId: number; move: Transition; reason: string; now: Date; set?: Partial<OrderRow> },
): Promise<OrderRow | null> {
  const { from, to } = TRANSITIONS[input.move];
  const closes = CLOSES.includes(to);
  const [row] = await db
    .update(orders)
    .set({
      ...input.set,
      ...(closes ? { creditedMinor: sql`${orders.paidMinor}` } : {}),
      status: to,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, from)))
    .returning();
  if (!row) return null;
  await db.insert(orderEvents).values({
    orderId: row.id,
    fromStatus: from,
    toStatus: to,
    reason: input.reason,
    createdAt: input.now,
  });
  if (closes) {
    await db.delete(siteNames).where(and(eq(siteNames.orderId, row.id), isNull(siteNames.siteId)));
    if (row.creditedMinor > 0) {
      await credit(db, {
        userId: row.userId,
        amountMinor: row.creditedMinor,
        kind: 'credit',
        reason: 'closed',
        orderId: row.id,
        now: input.now,
      });
    }
  }
  return row;
}

/** Persists "Timed Out" for a pending order already past its expiry; true when it did. */
export async function expireIfDue(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (order.status !== ORDER_STATUS.pending || order.expiresAt.getTime() > now.getTime()) return false;
  const moved = await moveOrder(db, {
    orderId: order.id,
    move: 'expire',
    reason: 'expired',
    now,
  });
  return moved !== null;
}
