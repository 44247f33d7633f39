import { and, eq, getTableColumns } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import { formatInvoiceNo, type InvoiceSnapshot } from '../../shared/invoice.ts';
import type { Db } from '../db/client.ts';
import { invoices, type InvoiceSeries } from '../db/schema/index.ts';
import { invoicePdfJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import { buyerOf, reverseCharge, type Seller } from './parties.ts';
import { invoiceYear, takeNumber } from './numbers.ts';
import { factsOf, lockSource, type InvoiceSource } from './sources.ts';

export type Invoice = typeof invoices.$inferSelect;
/** An invoice without its PDF bytes (what issuing returns). */
export type IssuedInvoice = Omit<Invoice, 'pdf'>;

/** What issuing needs besides the source: the clock and the configured seller (`sellerOf(env)`). */
export interface IssueOpts {
  now: Date;
  seller: Seller;
}

const { pdf: _pdf, ...withoutPdf } = getTableColumns(invoices);

const bySource = (source: InvoiceSource) =>
  and(
    eq(invoices.series, 'INV'),
    source.kind === 'order' ? eq(invoices.orderId, source.orderId) : eq(invoices.ledgerId, source.ledgerId),
  );

/**
 * Issues the invoice of a paid order or a credited top-up inside the caller's transaction (the
 * one that completes the order or credits the top-up), and queues its PDF in it. Idempotent: a
 * second call for the same source returns the invoice the first made, and takes no number.
 */
export async function issueInvoice(tx: Db, source: InvoiceSource, opts: IssueOpts): Promise<IssuedInvoice> {
  const { userId } = await lockSource(tx, source);
  const [existing] = await tx.select(withoutPdf).from(invoices).where(bySource(source));
  if (existing) return existing;
  const buyer = await buyerOf(tx, userId);
  const facts = await factsOf(tx, source, buyer.locale, opts.now);
  const { locale, ...party } = buyer;
  return insertInvoice(tx, 'INV', opts.now, (number) => ({
    values: {
      userId,
      orderId: source.kind === 'order' ? source.orderId : null,
      ledgerId: source.kind === 'topUp' ? source.ledgerId : null,
      currency: facts.currency,
      totalMinor: facts.totalMinor,
    },
    snapshot: {
      version: 1,
      number,
      series: 'INV',
      locale,
      issuedAt: opts.now.toISOString(),
      suppliedAt: facts.suppliedAt.toISOString(),
      seller: opts.seller,
      buyer: party,
      currency: facts.currency,
      lines: facts.lines,
      totals: { subtotalMinor: facts.totalMinor, taxMinor: 0, totalMinor: facts.totalMinor, taxRate: '0' },
      reverseCharge: reverseCharge(opts.seller, party),
      payments: facts.payments,
      // USDT is counted 1:1 with the dollar (orders/moneyIn.ts).
      rate: facts.payments.some((p) => p.method === 'usdt') ? '1 USDT = 1 USD' : null,
    },
  }));
}

/**
 * A credit note (series CN) for the whole of an invoice, referencing it; the invoice itself is
 * never changed. Idempotent per invoice: a second call returns the credit note already issued.
 * The buyer and seller are the invoice's own, as they were when it was issued.
 */
export async function issueCreditNote(
  tx: Db,
  invoiceId: number,
  reason: string,
  opts: { now: Date },
): Promise<IssuedInvoice> {
  // Locking the original orders concurrent credit notes of it (a row lock, not an update).
  const [original] = await tx.select(withoutPdf).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!original) throw new AppError('not_found');
  if (original.series !== 'INV') throw new AppError('invalid_transition');
  const [existing] = await tx
    .select(withoutPdf)
    .from(invoices)
    .where(and(eq(invoices.series, 'CN'), eq(invoices.creditOf, invoiceId)));
  if (existing) return existing;
  const was = original.snapshot;
  const total = -original.totalMinor;
  return insertInvoice(tx, 'CN', opts.now, (number) => ({
    values: { userId: original.userId, creditOf: original.id, currency: original.currency, totalMinor: total },
    snapshot: {
      ...was,
      number,
      series: 'CN',
      issuedAt: opts.now.toISOString(),
      lines: [{ kind: 'credit', number: original.number, quantity: 1, amountMinor: total }],
      totals: { subtotalMinor: total, taxMinor: 0, totalMinor: total, taxRate: was.totals.taxRate },
      payments: [],
      rate: null,
      credits: { invoiceId: original.id, number: original.number, reason: reason.trim().slice(0, 500) },
    },
  }));
}

type Draft = {
  values: Pick<Invoice, 'userId' | 'currency' | 'totalMinor'> &
    Partial<Pick<Invoice, 'orderId' | 'ledgerId' | 'creditOf'>>;
  snapshot: InvoiceSnapshot;
};

/** Takes the series' next number, writes the invoice and queues its PDF, all in `tx`. */
async function insertInvoice(tx: Db, series: InvoiceSeries, now: Date, draft: (number: string) => Draft) {
  const year = invoiceYear(now);
  const no = await takeNumber(tx, series, year);
  const number = formatInvoiceNo(series, year, no);
  const { values, snapshot } = draft(number);
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, series, year, no, number, issuedAt: now, snapshot })
    .returning(withoutPdf);
  await enqueue(tx, { ...invoicePdfJob(row!.id), now });
  return row!;
}
