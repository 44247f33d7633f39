import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deposits, payments } from '../db/schema/index.ts';
import type { ProviderEvent, ReviewReason } from './providers/provider.ts';
import { formatMinor, splitMicro } from '../../shared/money.ts';
import { balanceOf, carryFraction, credit } from './balance.ts';
import { issueWithReceipt } from '../invoices/receipt.ts';
import { queueNotice } from '../mail/notices.ts';
import { applyMoneyToOrder } from './orderMoney.ts';
import { recordReceipt, settleReceipt } from './receipts.ts';

export interface Applied {
  outcome: 'applied' | 'duplicate_money' | 'review';
  reason: ReviewReason | null;
  paymentId: string | null;
  depositId: number | null;
  completedOrderId: number | null;
}

type Payment = typeof payments.$inferSelect;
type Deposit = typeof deposits.$inferSelect;
type Money = Extract<ProviderEvent, { amountMicro: number }>;

const review = (reason: ReviewReason, paymentId: string | null = null): Applied => ({
  outcome: 'review',
  reason,
  paymentId,
  depositId: null,
  completedOrderId: null,
});

/** USDT counts 1:1 with the dollar (api.md): it pays USD prices and nothing else. */
const PAYS: Record<string, readonly string[]> = { USDT: ['USD', 'USDT'] };
const currencyFits = (money: string, payment: string) => money === payment || PAYS[money]?.includes(payment) === true;

/**
 * Applies one verified provider event inside the transaction that stored it. Money first
 * finds what it is for (a payment, or a top-up address), then is recorded once by its
 * identity at the provider, then goes to the order, or to the balance — never nowhere.
 */
export async function applyEvent(db: Db, provider: string, e: ProviderEvent, eventId: string, now: Date) {
  if (e.kind === 'failed') return failPayment(db, provider, e, now);
  const target = await targetOf(db, provider, e);
  if ('reason' in target) return review(target.reason, target.paymentId);
  const owner = target.payment ?? target.deposit!;
  const receipt = await recordReceipt(db, {
    provider,
    moneyKey: e.moneyKey,
    eventId,
    userId: owner.userId,
    paymentId: target.payment?.id ?? null,
    orderId: target.payment?.orderId ?? null,
    depositId: target.deposit?.id ?? null,
    reference: e.reference,
    currency: e.currency,
    amountMicro: e.amountMicro,
    receivedAt: now,
  });
  const ids = { paymentId: target.payment?.id ?? null, depositId: target.deposit?.id ?? null };
  if (!receipt) return { outcome: 'duplicate_money', reason: null, ...ids, completedOrderId: null } satisfies Applied;
  const { minor, residueMicro } = splitMicro(e.amountMicro);
  const refs = { userId: owner.userId, eventId, now };
  let to = { appliedMinor: 0, creditedMinor: minor };
  let completedOrderId: number | null = null;
  if (target.payment) {
    const p = target.payment;
    await db
      .update(payments)
      .set({
        paidMinor: sql`${payments.paidMinor} + ${minor}`,
        // A payment that has succeeded stays succeeded: more money on it is a surplus.
        status: sql`case when ${payments.status} = 'succeeded' or ${payments.paidMinor} + ${minor} >= ${payments.amountMinor} then 'succeeded' else 'partial' end`,
        updatedAt: now,
      })
      .where(eq(payments.id, p.id));
    const r =
      minor > 0
        ? await applyMoneyToOrder(db, {
            ...refs,
            orderId: p.orderId,
            amountMinor: minor,
            paymentId: p.id,
            transactionId: e.reference,
          })
        : null;
    to = { appliedMinor: r?.appliedMinor ?? 0, creditedMinor: r?.creditedMinor ?? 0 };
    if (r?.completed) completedOrderId = p.orderId;
  } else {
    const d = target.deposit!;
    await db
      .update(deposits)
      .set({ receivedMinor: sql`${deposits.receivedMinor} + ${minor}`, status: 'received' })
      .where(eq(deposits.id, d.id));
    const late = d.watchUntil.getTime() < now.getTime();
    if (minor > 0) {
      const ledgerId = await credit(db, {
        ...refs,
        amountMinor: minor,
        kind: 'deposit',
        depositId: d.id,
        reason: late ? 'late' : null,
      });
      // A top-up is a sale of balance: its invoice and receipt, and the notice, with the credit.
      await issueWithReceipt(db, { kind: 'topUp', ledgerId }, now);
      await queueNotice(db, {
        kind: 'topup_credited',
        subject: `ledger:${ledgerId}`,
        userId: owner.userId,
        data: { amount: formatMinor(minor), currency: 'USD', balance: formatMinor(await balanceOf(db, owner.userId)) },
        now,
      });
    }
  }
  await carryFraction(db, { ...refs, ...ids, micro: residueMicro });
  await settleReceipt(db, receipt.id, { ...to, residueMicro });
  // The invoice and its receipt belong to the completion's transaction: the caller's, which
  // issues them as its last step (receiveEvent: the invoice's number holds the series until commit).
  return { outcome: 'applied', reason: null, ...ids, completedOrderId } satisfies Applied;
}

/**
 * What money is for. A transfer goes to the payment or top-up its address was handed out for,
 * however late (an address stays its merchant's); a card charge names its payment.
 */
async function targetOf(
  db: Db,
  provider: string,
  e: Money,
): Promise<{ payment?: Payment; deposit?: Deposit } | { reason: ReviewReason; paymentId: string | null }> {
  if (e.kind === 'transfer') {
    const byAddress = <T extends typeof payments | typeof deposits>(t: T) =>
      and(eq(t.address, e.address), eq(t.network, e.network));
    const [payment] = await db.select().from(payments).where(byAddress(payments)).for('update');
    if (payment) {
      return currencyFits(e.currency, payment.currency)
        ? { payment }
        : { reason: 'currency_mismatch', paymentId: payment.id };
    }
    const [deposit] = await db.select().from(deposits).where(byAddress(deposits)).for('update');
    return deposit ? { deposit } : { reason: 'unmatched', paymentId: null };
  }
  const [payment] = await db.select().from(payments).where(eq(payments.id, e.paymentId)).for('update');
  if (!payment) return { reason: 'unmatched', paymentId: null };
  if (payment.method !== provider) return { reason: 'method_mismatch', paymentId: payment.id };
  if (!currencyFits(e.currency, payment.currency)) return { reason: 'currency_mismatch', paymentId: payment.id };
  return { payment };
}

async function failPayment(db: Db, provider: string, e: Extract<ProviderEvent, { kind: 'failed' }>, now: Date) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, e.paymentId)).for('update');
  if (!payment) return review('unmatched');
  if (payment.method !== provider) return review('method_mismatch', payment.id);
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: e.reason.slice(0, 200) || 'declined', updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  return {
    outcome: 'applied',
    reason: null,
    paymentId: payment.id,
    depositId: null,
    completedOrderId: null,
  } satisfies Applied;
}
