import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deposits, paymentEvents, payments } from '../db/schema/index.ts';
import type { ProviderEvent, VerifiedEvent } from '../payments/provider.ts';
import { credit } from './balance.ts';
import { applyMoneyToOrder } from './orderMoney.ts';

export interface EventOutcome {
  duplicate: boolean;
  outcome: 'applied' | 'unmatched' | 'ignored' | 'duplicate';
  completedOrderId: number | null;
}

/**
 * Stores a verified provider event once, by its id, and applies it in the same transaction.
 * The insert of the id is the gate: of N copies arriving together, one inserts and applies;
 * the others wait on that row, find it committed, and change nothing.
 */
export async function receiveEvent(
  db: Db,
  input: { provider: string; verified: VerifiedEvent; now: Date },
): Promise<EventOutcome> {
  const { verified, now } = input;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        id: verified.id,
        provider: input.provider,
        type: verified.type,
        body: storable(verified.body) as object,
        outcome: 'pending',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { duplicate: true, outcome: 'duplicate', completedOrderId: null };
    const result = verified.event
      ? await apply(tx, input.provider, verified.event, verified.id, now)
      : { outcome: 'ignored' as const, paymentId: null, depositId: null, completedOrderId: null };
    await tx
      .update(paymentEvents)
      .set({ outcome: result.outcome, paymentId: result.paymentId, depositId: result.depositId })
      .where(eq(paymentEvents.id, verified.id));
    return { duplicate: false, outcome: result.outcome, completedOrderId: result.completedOrderId };
  });
}

/**
 * jsonb refuses a lone UTF-16 surrogate (`\ud83d`), which a signed body may still carry: without
 * this the event would be a 500 and re-sent forever. Kept for review with U+FFFD in its place.
 */
function storable(v: unknown): unknown {
  if (typeof v === 'string') return v.toWellFormed();
  if (Array.isArray(v)) return v.map(storable);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.toWellFormed(), storable(x)]));
  }
  return v;
}

interface Applied {
  outcome: 'applied' | 'unmatched';
  paymentId: string | null;
  depositId: number | null;
  completedOrderId: number | null;
}
const unmatched: Applied = { outcome: 'unmatched', paymentId: null, depositId: null, completedOrderId: null };

async function apply(db: Db, provider: string, e: ProviderEvent, eventId: string, now: Date): Promise<Applied> {
  if (e.kind === 'transfer') {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.address, e.address), eq(payments.network, e.network)))
      .for('update');
    if (payment) {
      if (payment.watchUntil && payment.watchUntil.getTime() < now.getTime()) return unmatched;
      return payIn(db, payment, e.amountMinor, eventId, e.txHash, now);
    }
    const [deposit] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.address, e.address), eq(deposits.network, e.network)))
      .for('update');
    if (!deposit || deposit.watchUntil.getTime() < now.getTime()) return unmatched;
    await db
      .update(deposits)
      .set({ receivedMinor: sql`${deposits.receivedMinor} + ${e.amountMinor}`, status: 'received' })
      .where(eq(deposits.id, deposit.id));
    await credit(db, {
      userId: deposit.userId,
      amountMinor: e.amountMinor,
      kind: 'deposit',
      depositId: deposit.id,
      eventId,
      now,
    });
    return { outcome: 'applied', paymentId: null, depositId: deposit.id, completedOrderId: null };
  }
  const [payment] = await db.select().from(payments).where(eq(payments.id, e.paymentId)).for('update');
  if (!payment || payment.method !== provider) return unmatched;
  if (e.kind === 'failed') {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: e.reason.slice(0, 200) || 'declined', updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return { outcome: 'applied', paymentId: payment.id, depositId: null, completedOrderId: null };
  }
  return payIn(db, payment, e.amountMinor, eventId, eventId, now);
}

async function payIn(
  db: Db,
  payment: typeof payments.$inferSelect,
  amountMinor: number,
  eventId: string,
  transactionId: string,
  now: Date,
): Promise<Applied> {
  const paid = payment.paidMinor + amountMinor;
  await db
    .update(payments)
    .set({ paidMinor: paid, status: paid >= payment.amountMinor ? 'succeeded' : 'partial', updatedAt: now })
    .where(eq(payments.id, payment.id));
  const r = await applyMoneyToOrder(db, {
    orderId: payment.orderId,
    amountMinor,
    paymentId: payment.id,
    eventId,
    transactionId,
    now,
  });
  return {
    outcome: 'applied',
    paymentId: payment.id,
    depositId: null,
    completedOrderId: r.completed ? payment.orderId : null,
  };
}
