import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema/index.ts';
import { mailDedupeKey, queueMail } from '../mail/outbox.ts';
import { mailMessages } from '../db/schema/index.ts';
import { mailJob } from '../jobs/keys.ts';
import { requeueAll } from '../jobs/queue.ts';
import { formatMinor } from '../../shared/money.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { type IssuedInvoice, issueInvoice } from './issue.ts';
import { configuredSeller } from './seller.ts';
import type { InvoiceSource } from './sources.ts';

/** When a receipt goes even if its PDF job never woke it (its delivery then waits for the PDF). */
export const RECEIPT_FALLBACK_MS = 10 * 60_000;

/** The receipt mail's subject: one per invoice (the PDF job looks it up by this key). */
export const receiptSubject = (invoiceId: number) => `invoice:${invoiceId}`;

/**
 * Issues the invoice of a paid order or a credited top-up and queues its receipt, both in the
 * caller's transaction (the one that completes the order or credits the top-up). The receipt
 * carries the invoice PDF as an attachment once the PDF job has rendered it.
 */
export async function issueWithReceipt(tx: Db, source: InvoiceSource, now: Date): Promise<IssuedInvoice> {
  // Everything the receipt reads is read before the invoice takes its number: from that moment
  // the series' counter row holds every other completing transaction until this one commits,
  // so a burst of paid orders is as quick as the few statements after it.
  const seller = await configuredSeller(tx);
  const [order] =
    source.kind === 'order'
      ? await tx
          .select({ orderNo: orders.orderNo, email: users.email })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, source.orderId))
      : [];
  const invoice = await issueInvoice(tx, source, { now, seller });
  const [user] = order
    ? [order]
    : await tx.select({ email: users.email }).from(users).where(eq(users.id, invoice.userId));
  const snap = invoice.snapshot;
  const paid = snap.payments.at(-1);
  await queueMail(tx, {
    kind: 'receipt',
    subject: receiptSubject(invoice.id),
    userId: invoice.userId,
    to: user!.email,
    locale: snap.locale as LocaleCode,
    data: {
      invoiceNo: invoice.number,
      ...(order ? { orderNo: order.orderNo } : {}),
      what: source.kind === 'order' ? 'order' : 'topUp',
      amount: formatMinor(snap.totals.totalMinor),
      currency: snap.currency,
      method: paid?.method ?? 'balance',
      paidAt: snap.suppliedAt,
      ...(paid?.network ? { network: paid.network } : {}),
      ...(paid?.txHash ? { txHash: paid.txHash } : {}),
    },
    now,
    // Sent when its PDF is stored (the PDF job wakes it): never tried, and failed, before that.
    notBefore: new Date(now.getTime() + RECEIPT_FALLBACK_MS),
  });
  return invoice;
}

/**
 * After invoices' PDFs are stored: their receipts, which waited for the attachment, go now
 * rather than at their next retry. Each counts as due since it was queued (the order's
 * completion), so it is claimed before the jobs of orders completed later: woken as due now, it
 * waited behind all of them, and in a burst of 200 paid orders every receipt went after the last
 * PDF. Two statements for a whole print's batch.
 */
export async function wakeReceipts(db: Db, invoiceIds: readonly number[], now: Date): Promise<void> {
  if (!invoiceIds.length) return;
  const mails = await db
    .select({ id: mailMessages.id, queuedAt: mailMessages.createdAt })
    .from(mailMessages)
    .where(
      inArray(
        mailMessages.dedupeKey,
        invoiceIds.map((id) => mailDedupeKey('receipt', receiptSubject(id))),
      ),
    );
  await requeueAll(
    db,
    mails.map((m) => ({ dedupeKey: mailJob(m.id).dedupeKey, dueSince: m.queuedAt })),
    now,
  );
}
