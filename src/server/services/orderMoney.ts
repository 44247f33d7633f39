import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, orderEvents, orders } from '../db/schema/index.ts';
import { enqueue } from '../jobs/queue.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { credit } from './balance.ts';
import { expireIfDue } from './orderTransitions.ts';

export interface MoneyIn {
  orderId: number;
  amountMinor: number;
  paymentId: string;
  eventId: string | null;
  transactionId: string;
  now: Date;
}

export interface MoneyApplied {
  /** What went to the order. */
  appliedMinor: number;
  /** What went to the settlement balance instead (surplus, or the order was no longer open). */
  creditedMinor: number;
  completed: boolean;
}

export const provisionKey = (orderId: number) => `provision:${orderId}`;
/** A further slot (2..N) of an order: its own job, once per slot. */
export const SLOT_JOB = 'provision_slot';
export const slotProvisionKey = (orderId: number, slotNo: number) => `provision:${orderId}:${slotNo}`;
/** The job that provisions a site, whichever slot it fills. */
export const siteJobKey = (site: { orderId: number; slotNo: number }) =>
  site.slotNo === 1 ? provisionKey(site.orderId) : slotProvisionKey(site.orderId, site.slotNo);

/**
 * Applies money to an order inside the caller's transaction. The order row is locked, then
 * moved by ONE conditional update (`… where status = 0 returning`) that adds the payment,
 * caps it at the amount due and sets status 1 when it completes. Whatever the order cannot
 * take — a surplus, or money for an order that is 3, 4 or 5 — is credited to the merchant's
 * balance with a history line. Completion queues provisioning, once (dedupe key).
 */
export async function applyMoneyToOrder(db: Db, m: MoneyIn): Promise<MoneyApplied> {
  const [order] = await db.select().from(orders).where(eq(orders.id, m.orderId)).for('update');
  if (!order) throw new Error(`order ${m.orderId} missing`);
  await expireIfDue(db, order, m.now);
  const due = order.amountMinor - order.paidMinor;
  const take = Math.min(due, m.amountMinor);
  const [moved] =
    take > 0
      ? await db
          .update(orders)
          .set({
            paidMinor: sql`${orders.paidMinor} + ${take}`,
            status: sql`case when ${orders.paidMinor} + ${take} >= ${orders.amountMinor} then 1 else 0 end`,
            payTime: sql`case when ${orders.paidMinor} + ${take} >= ${orders.amountMinor} then ${m.now.toISOString()}::timestamptz else ${orders.payTime} end`,
            transactionId: m.transactionId,
            updatedAt: m.now,
          })
          .where(sql`${orders.id} = ${m.orderId} and ${orders.status} = 0`)
          .returning()
      : [];
  const applied = moved ? take : 0;
  const completed = moved?.status === ORDER_STATUS.purchased;
  if (completed) {
    await db
      .insert(orderEvents)
      .values({ orderId: order.id, fromStatus: 0, toStatus: 1, reason: 'paid', createdAt: m.now });
    await enqueue(db, {
      kind: 'provision',
      dedupeKey: provisionKey(order.id),
      payload: { orderId: order.id },
      now: m.now,
    });
    // Bought: the item leaves the cart (the order keeps its own snapshot).
    if (order.cartItemId) await db.delete(cartItems).where(eq(cartItems.id, order.cartItemId));
  }
  const rest = m.amountMinor - applied;
  if (rest > 0) {
    await credit(db, {
      userId: order.userId,
      amountMinor: rest,
      kind: 'credit',
      reason: moved ? 'surplus' : 'late',
      orderId: order.id,
      paymentId: m.paymentId,
      eventId: m.eventId,
      now: m.now,
    });
  }
  return { appliedMinor: applied, creditedMinor: rest, completed };
}
