import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../../shared/invoice.ts';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';
import { invoiceBrowser } from './browser.ts';
import { invoiceHtml, invoiceMeta } from './html.ts';
import { printOn } from './page.ts';
import { splitPages } from './split.ts';

/**
 * Invoices printed together at most. A print's fixed cost is most of a single invoice's (on two
 * cores: one alone ~33 ms, twenty together ~6 ms each with their split): a backlog prints in
 * batches, a lone invoice at once.
 */
export const PRINT_BATCH = 20;

/** Invoices of one language printed in one PDF and split; one that runs longer than a page is printed alone. */
async function printGroup(group: readonly InvoiceSnapshot[]): Promise<Uint8Array[]> {
  // The font CSS is already in the kept page's document.
  const pdf = await invoiceBrowser.use((page) =>
    printOn(
      page,
      group.map((s) => invoiceHtml(s, '')),
    ),
  );
  const parts = await splitPages(pdf, group.map(invoiceMeta));
  if (parts) return parts;
  if (group.length === 1) return [pdf];
  const alone: Uint8Array[] = [];
  for (const s of group) alone.push(...(await printGroup([s])));
  return alone;
}

/**
 * Prints invoices to one PDF each, in order, in the process's kept Chromium pages (page.ts:
 * nothing but the renderer's own origin is reachable from them, fonts come from npm).
 */
export async function printInvoices(snapshots: readonly InvoiceSnapshot[]): Promise<Uint8Array[]> {
  const byLocale = Map.groupBy(snapshots.entries(), ([, s]) => s.locale);
  const out: Uint8Array[] = new Array(snapshots.length);
  for (const entries of byLocale.values()) {
    const pdfs = await printGroup(entries.map(([, s]) => s));
    entries.forEach(([i], k) => {
      out[i] = pdfs[k]!;
    });
  }
  return out;
}

export const printInvoice = async (snapshot: InvoiceSnapshot) => (await printInvoices([snapshot]))[0]!;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Invoices this process is printing now, each → the print it is in (a job for one of them waits for it). */
const printing = new Map<number, Promise<number[]>>();
/** Choosing a batch and entering it in `printing` is one step at a time: two jobs never choose the same invoice. */
let choosing: Promise<unknown> = Promise.resolve();

/** Stores each PDF once (`where pdf is null`: a print that lost the race stores nothing); the ids stored. */
async function printAndStore(db: Db, batch: { id: number; snapshot: InvoiceSnapshot }[]): Promise<number[]> {
  const pdfs = await printInvoices(batch.map((b) => b.snapshot));
  const stored: number[] = [];
  for (const [i, { id }] of batch.entries()) {
    const pdf = pdfs[i]!;
    const row = await db
      .update(invoices)
      .set({ pdf, pdfSha256: sha256(pdf) })
      .where(and(eq(invoices.id, id), isNull(invoices.pdf)))
      .returning({ id: invoices.id });
    if (row.length) stored.push(id);
  }
  return stored;
}

/**
 * The print an invoice's job waits for: one already under way in this process, or a new one of
 * the invoice and up to PRINT_BATCH − 1 others of its language still without a PDF. Null when
 * the invoice has its PDF.
 */
async function printFor(db: Db, invoiceId: number): Promise<{ print: Promise<number[]>; own: boolean } | null> {
  const underway = printing.get(invoiceId);
  if (underway) return { print: underway, own: false };
  const [row] = await db
    .select({ snapshot: invoices.snapshot, has: invoices.pdfSha256 })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`invoice ${invoiceId} does not exist`);
  if (row.has) return null;
  const others = await db
    .select({ id: invoices.id, snapshot: invoices.snapshot })
    .from(invoices)
    .where(
      and(
        isNull(invoices.pdfSha256),
        ne(invoices.id, invoiceId),
        sql`${invoices.snapshot}->>'locale' = ${row.snapshot.locale}`,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(PRINT_BATCH - 1 + printing.size);
  const batch = [
    { id: invoiceId, snapshot: row.snapshot },
    ...others.filter((o) => !printing.has(o.id)).slice(0, PRINT_BATCH - 1),
  ];
  const print = printAndStore(db, batch).finally(() => {
    for (const { id } of batch) if (printing.get(id) === print) printing.delete(id);
  });
  for (const { id } of batch) printing.set(id, print);
  return { print, own: true };
}

/**
 * The `invoice_pdf` job: renders an invoice once and stores the bytes with their SHA-256, and
 * with it other invoices of its language still without a PDF (a burst of paid orders prints in
 * a few batches; their own jobs then find them printed). An invoice that already has its PDF is
 * left alone (a job run again renders nothing twice); two prints at once in two processes store
 * the first one's bytes. Answers the invoices whose PDF it stored.
 */
export async function renderInvoicePdf(db: Db, invoiceId: number): Promise<number[]> {
  const chosen = choosing.then(() => printFor(db, invoiceId));
  choosing = chosen.catch(() => undefined);
  const found = await chosen;
  if (!found) return [];
  if (found.own) return found.print;
  // Another job's print: once it has ended, stored or failed, this invoice is looked at again.
  await found.print.catch(() => undefined);
  return renderInvoicePdf(db, invoiceId);
}
