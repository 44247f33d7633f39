import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../../shared/invoice.ts';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';
import { invoiceBrowser } from './browser.ts';
import { fontCss, fontFile, PAGE_ORIGIN } from './fonts.ts';
import { invoiceHtml } from './html.ts';

/**
 * Prints one invoice's HTML to PDF bytes in the process's Chromium. The page is served from a
 * fictitious origin by the renderer itself (the document and its fonts); every other request
 * is refused, so nothing in an invoice can make the browser reach the network.
 */
export async function printInvoice(snapshot: InvoiceSnapshot): Promise<Uint8Array> {
  const doc = invoiceHtml(snapshot, fontCss());
  return invoiceBrowser.use(async (browser) => {
    const context = await browser.newContext({ offline: false, javaScriptEnabled: true });
    try {
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== PAGE_ORIGIN) return route.abort('blockedbyclient');
        if (url.pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: doc });
        const font = await fontFile(url.pathname);
        if (!font) return route.abort('blockedbyclient');
        return route.fulfill({ contentType: 'font/woff2', body: font });
      });
      const page = await context.newPage();
      await page.goto(`${PAGE_ORIGIN}/`, { waitUntil: 'load' });
      // Web fonts load as the text is laid out; print only once every subset has arrived.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
      return new Uint8Array(pdf);
    } finally {
      await context.close();
    }
  });
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
