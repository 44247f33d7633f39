import { and, desc, eq } from 'drizzle-orm';
import type { MerchantCtx } from '../core/context.ts';
import { invoices } from '../db/schema/index.ts';
import { formatMinor } from '../../shared/money.ts';
import type { InvoiceListItem } from '../../shared/schemas/answers/invoices.ts';

/** How many invoices the list shows (newest first): years of a busy merchant's orders. */
export const INVOICE_LIST_LIMIT = 200;

/** The merchant's invoices and credit notes, newest first (Settlement); of one order (its detail). */
export async function listInvoices({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { orderId?: number | undefined };
}): Promise<InvoiceListItem[]> {
  const rows = await ctx.db
    .select({
      id: invoices.id,
      number: invoices.number,
      series: invoices.series,
      orderId: invoices.orderId,
      creditOf: invoices.creditOf,
      issuedAt: invoices.issuedAt,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      ready: invoices.pdfSha256,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, ctx.userId),
        input.orderId === undefined ? undefined : eq(invoices.orderId, input.orderId),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(INVOICE_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.series === 'CN' ? 'creditNote' : r.orderId ? 'order' : 'topUp',
    orderId: r.orderId,
    creditOf: r.creditOf,
    issuedAt: r.issuedAt.toISOString(),
    currency: r.currency,
    total: formatMinor(r.totalMinor),
    ready: r.ready !== null,
  }));
}
