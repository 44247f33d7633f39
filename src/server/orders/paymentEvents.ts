import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema/index.ts';
import type { VerifiedEvent } from './providers/provider.ts';
import { issueWithReceipt } from '../invoices/receipt.ts';
import { type Applied, applyEvent } from './moneyIn.ts';

export interface EventOutcome {
  duplicate: boolean;
  outcome: Applied['outcome'] | 'duplicate';
  reason: Applied['reason'];
  completedOrderId: number | null;
}

/**
 * Stores a verified provider event once per provider, by its id, and applies it in the same
 * transaction. The insert of (provider, id) is the gate: of N copies arriving together, one
 * inserts and applies; the others wait on that row, find it committed, and change nothing.
 * An event that cannot be applied is kept as `review` with its reason, never dropped.
 */
export async function receiveEvent(
  db: Db,
  input: { provider: string; verified: VerifiedEvent; now: Date },
): Promise<EventOutcome> {
  const { verified, now, provider } = input;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        id: verified.id,
        provider,
        type: verified.type,
        body: storable(verified.body) as object,
        outcome: 'pending',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { duplicate: true, outcome: 'duplicate', reason: null, completedOrderId: null };
    const result: Applied = verified.event
      ? await applyEvent(tx, provider, verified.event, verified.id, now)
      : {
          outcome: 'review',
          reason: verified.problem ?? 'unreadable',
          paymentId: null,
          depositId: null,
          completedOrderId: null,
        };
    await tx
      .update(paymentEvents)
      .set({ outcome: result.outcome, reason: result.reason, paymentId: result.paymentId, depositId: result.depositId })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.id, verified.id)));
    // Last: taking the invoice's number holds every other completing transaction until commit.
    if (result.completedOrderId) await issueWithReceipt(tx, { kind: 'order', orderId: result.completedOrderId }, now);
    return {
      duplicate: false,
      outcome: result.outcome,
      reason: result.reason,
      completedOrderId: result.completedOrderId,
    };
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
