import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../../shared/invoice.ts';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';
import { invoiceBrowser } from './browser.ts';
import { invoiceHtml } from './html.ts';
import { printOn } from './page.ts';

/**
 * Prints one invoice's HTML to PDF bytes in one of the process's kept Chromium pages (page.ts:
 * nothing but the renderer's own origin is reachable from it, fonts come from npm).
 */
export function printInvoice(snapshot: InvoiceSnapshot): Promise<Uint8Array> {
  // The font CSS is already in the kept page's document.
  const doc = invoiceHtml(snapshot, '');
  return invoiceBrowser.use((page) => printOn(page, doc));
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The `invoice_pdf` job: renders an invoice once and stores the bytes with their SHA-256. An
 * invoice that already has its PDF is left alone (a job run again after a lost lease renders
 * nothing twice); two runs at once store the first one's bytes (`where pdf is null`).
 */
export async function renderInvoicePdf(db: Db, invoiceId: number): Promise<'rendered' | 'kept'> {
  const [row] = await db
    .select({ snapshot: invoices.snapshot, has: invoices.pdfSha256 })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`invoice ${invoiceId} does not exist`);
  if (row.has) return 'kept';
  const pdf = await printInvoice(row.snapshot);
  const stored = await db
    .update(invoices)
    .set({ pdf, pdfSha256: sha256(pdf) })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf)))
    .returning({ id: invoices.id });
  return stored.length ? 'rendered' : 'kept';
}
