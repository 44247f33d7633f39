import { and, asc, eq, gt } from 'drizzle-orm';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { AppError } from '../../shared/errors.ts';
import type { InvoiceLine, InvoicePayment } from '../../shared/invoice.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import type { Db } from '../db/client.ts';
import { deposits, ledger, orders, payments, receipts } from '../db/schema/index.ts';

/** What an invoice is for: a paid order, or a top-up credited to the balance (its ledger line). */
export type InvoiceSource = { kind: 'order'; orderId: number } | { kind: 'topUp'; ledgerId: number };

/** The facts of a source an invoice freezes. */
export interface SourceFacts {
  userId: number;
  currency: string;
  totalMinor: number;
  suppliedAt: Date;
  lines: InvoiceLine[];
  payments: InvoicePayment[];
}

/** The transaction hash of a USDT receipt's reference (`hash` or `hash#logIndex`). */
const txHashOf = (provider: string, reference: string) => (provider === 'usdt' ? reference.split('#')[0]! : null);

/**
 * Locks the source's row (the order, or the ledger line) for the rest of the transaction, so
 * two issuers of one source run one after the other and the second finds the first's invoice
 * instead of taking a number it would not use.
 */
export async function lockSource(tx: Db, source: InvoiceSource): Promise<{ userId: number }> {
  if (source.kind === 'order') {
    const [o] = await tx
      .select({ userId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, source.orderId))
      .for('update');
    if (!o) throw new AppError('not_found');
    if (o.status !== ORDER_STATUS.purchased && o.status !== ORDER_STATUS.completed) {
      throw new AppError('invalid_transition');
    }
    return o;
  }
  const [l] = await tx
    .select({ userId: ledger.userId, kind: ledger.kind, amountMinor: ledger.amountMinor })
    .from(ledger)
    .where(eq(ledger.id, source.ledgerId))
    .for('update');
  if (!l) throw new AppError('not_found');
  if (l.kind !== 'deposit' || l.amountMinor <= 0) throw new AppError('invalid_transition');
  return l;
}

/** Lines, total and payments of a locked source, with names in the buyer's language. */
export async function factsOf(tx: Db, source: InvoiceSource, locale: LocaleCode, now: Date): Promise<SourceFacts> {
  return source.kind === 'order' ? orderFacts(tx, source.orderId, locale, now) : topUpFacts(tx, source.ledgerId);
}

async function orderFacts(tx: Db, orderId: number, locale: LocaleCode, now: Date): Promise<SourceFacts> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw new AppError('not_found');
  const names = o.packageSnapshot.names;
  const packageName = names[locale] ?? names['en'] ?? Object.values(names)[0] ?? '';
  const received = await tx
    .select({
      provider: receipts.provider,
      reference: receipts.reference,
      appliedMinor: receipts.appliedMinor,
      receivedAt: receipts.receivedAt,
      method: payments.method,
      network: payments.network,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(receipts.orderId, orderId), gt(receipts.appliedMinor, 0)))
    .orderBy(asc(receipts.id));
  const fromBalance = await tx
    .select({ paidMinor: payments.paidMinor, at: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'balance'), gt(payments.paidMinor, 0)));
  return {
    userId: o.userId,
    currency: o.currency,
    totalMinor: o.amountMinor,
    suppliedAt: o.payTime ?? now,
    lines: [
      {
        kind: 'package',
        packageName,
        siteName: o.siteName,
        orderNo: o.orderNo,
        quantity: 1,
        amountMinor: o.amountMinor,
      },
    ],
    payments: [
      ...received.map((r) => ({
        method: r.method,
        network: r.network,
        txHash: txHashOf(r.provider, r.reference),
        amountMinor: r.appliedMinor,
        at: r.receivedAt.toISOString(),
      })),
      ...fromBalance.map((b) => ({
        method: 'balance',
        network: null,
        txHash: null,
        amountMinor: b.paidMinor,
        at: b.at.toISOString(),
      })),
    ],
  };
}

async function topUpFacts(tx: Db, ledgerId: number): Promise<SourceFacts> {
  const [l] = await tx.select().from(ledger).where(eq(ledger.id, ledgerId));
  if (!l) throw new AppError('not_found');
  const [d] = l.depositId ? await tx.select().from(deposits).where(eq(deposits.id, l.depositId)) : [];
  const [r] = l.eventId
    ? await tx
        .select({ provider: receipts.provider, reference: receipts.reference })
        .from(receipts)
        .where(eq(receipts.eventId, l.eventId))
    : [];
  const network = d?.network ?? null;
  return {
    userId: l.userId,
    // The settlement balance is kept in USDT (orders/settlement.ts).
    currency: 'USDT',
    totalMinor: l.amountMinor,
    suppliedAt: l.createdAt,
    lines: [{ kind: 'topUp', network, quantity: 1, amountMinor: l.amountMinor }],
    payments: [
      {
        method: 'usdt',
        network,
        txHash: r ? txHashOf(r.provider, r.reference) : null,
        amountMinor: l.amountMinor,
        at: l.createdAt.toISOString(),
      },
    ],
  };
}
