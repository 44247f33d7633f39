import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, orders } from '../db/schema/index.ts';
import { provisionJob, renewalJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { balanceOf, credit } from './balance.ts';
import { queueNotice } from '../mail/notices.ts';
import { formatMinor } from '../../shared/money.ts';
import { expireIfDue, moveOrder } from './orderTransitions.ts';

export interface MoneyIn {
  orderId: number;
  amountMinor: number;
  paymentId: string;
  eventId: string | null;
  /** The provider's reference of the money (tx hash, charge id), shown as the order's transaction id. */
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

/**
 * Applies money to an order inside the caller's transaction. The order row is locked; an
 * order past its expiry is timed out first (which credits what it held). Then ONE conditional
 * update (`… where status = pending`) adds what is due; when that completes the order it moves
 * pending → purchased through moveOrder and queues provisioning (a renewal: its extension) once (dedupe key). Whatever
 * the order cannot take — a surplus, or money for an order that is closed or already paid —
 * is credited to the merchant's balance with a ledger line. A completed order's invoice is the
 * caller's to issue (`issueWithReceipt`), once the money's own records are written: the
 * invoice's snapshot holds them.
 */
export async function applyMoneyToOrder(db: Db, m: MoneyIn): Promise<MoneyApplied> {
  const [order] = await db.select().from(orders).where(eq(orders.id, m.orderId)).for('update');
  if (!order) throw new Error(`order ${m.orderId} missing`);
  await expireIfDue(db, order, m.now);
  const take = Math.min(order.amountMinor - order.paidMinor, m.amountMinor);
  const [added] =
    take > 0
      ? await db
          .update(orders)
          .set({ paidMinor: sql`${orders.paidMinor} + ${take}`, transactionId: m.transactionId, updatedAt: m.now })
          .where(and(eq(orders.id, m.orderId), eq(orders.status, ORDER_STATUS.pending)))
          .returning()
      : [];
  const applied = added ? take : 0;
  let completed = false;
  if (added && added.paidMinor >= added.amountMinor) {
    const moved = await moveOrder(db, {
      orderId: order.id,
      move: 'pay',
      reason: 'paid',
      now: m.now,
      set: { payTime: m.now },
    });
    completed = moved !== null;
    // A package provisions its sites; a renewal extends the terms of the sites it names.
    await enqueue(db, { ...(order.kind === 'renewal' ? renewalJob(order.id) : provisionJob(order.id)), now: m.now });
    // Bought: the item leaves the cart (the order keeps its own snapshot).
    if (order.cartItemId) await db.delete(cartItems).where(eq(cartItems.id, order.cartItemId));
  }
  if (added && added.paidMinor < added.amountMinor) {
    await queueNotice(db, {
      kind: 'part_payment',
      subject: `order:${order.id}:paid:${added.paidMinor}`,
      userId: order.userId,
      data: {
        orderNo: order.orderNo,
        received: formatMinor(added.paidMinor),
        due: formatMinor(added.amountMinor - added.paidMinor),
        currency: order.currency,
        dueBy: added.expiresAt.toISOString(),
      },
      now: m.now,
    });
  }
  const rest = m.amountMinor - applied;
  if (rest > 0) {
    await credit(db, {
      userId: order.userId,
      amountMinor: rest,
      kind: 'credit',
      reason: added ? 'surplus' : 'late',
      orderId: order.id,
      paymentId: m.paymentId,
      eventId: m.eventId,
      now: m.now,
    });
    if (!added) {
      // Money for an order that could not take it (closed, timed out, already paid): the balance has it.
      await queueNotice(db, {
        kind: 'late_credited',
        subject: `order:${order.id}:event:${m.eventId ?? m.paymentId}`,
        userId: order.userId,
        data: {
          orderNo: order.orderNo,
          amount: formatMinor(rest),
          currency: order.currency,
          balance: formatMinor(await balanceOf(db, order.userId)),
        },
        now: m.now,
      });
    }
  }
  return { appliedMinor: applied, creditedMinor: rest, completed };
}
