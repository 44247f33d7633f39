import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { invoices } from '../../src/server/db/schema/index.ts';
import { invoiceBrowser } from '../../src/server/invoices/browser.ts';
import { PRINT_BATCH, renderInvoicePdf } from '../../src/server/invoices/pdf.ts';
import type { InvoicePayment } from '../../src/shared/invoice.ts';
import { issue, paidOrder } from '../support/invoices.ts';
import { pdfText } from '../support/pdfText.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';

// A backlog of invoices prints in batches (pdf.ts): one Chromium print of many invoices of one
// language, split into one PDF each. Each stored PDF must be its own invoice and nothing else's,
// an invoice longer than a page must come out whole, and a print already under way for an
// invoice is not done again.

startMoneyApp();

/** Paid orders of merchants writing in `locale`, their invoices issued and not printed yet. */
async function unprinted(n: number, locale = 'en') {
  const made: { id: number; number: string }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await paidOrder((id) => rows(`update users set locale = '${locale}' where id = ${id}`));
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    made.push({ id: inv.id, number: inv.number });
  }
  return made;
}

async function storedPdf(id: number) {
  const [row] = await t.db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id));
  return row?.pdf ? new Uint8Array(row.pdf) : null;
}

const pageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** Every invoice still without a PDF gets one, so each test starts from an empty backlog. */
async function printBacklog() {
  for (const r of await rows('select id from invoices where pdf is null')) await renderInvoicePdf(t.db, Number(r.id));
}

describe('invoices printed in batches', () => {
  it("stores each invoice of one language its own one-page PDF from one print, and leaves other languages' for their own", async () => {
    await printBacklog();
    const en = await unprinted(4);
    const [ja] = await unprinted(1, 'ja');
    const prints = vi.spyOn(invoiceBrowser, 'use');
    try {
      const stored = await renderInvoicePdf(t.db, en[2]!.id);
      expect(stored.sort()).toEqual(en.map((e) => e.id).sort());
      expect(prints).toHaveBeenCalledTimes(1);
    } finally {
      prints.mockRestore();
    }
    for (const inv of en) {
      const pdf = (await storedPdf(inv.id))!;
      expect(pageCount(pdf)).toBe(1);
      const text = await pdfText(pdf);
      expect(text).toContain(inv.number);
      for (const other of en) if (other !== inv) expect(text).not.toContain(other.number);
    }
    expect(await storedPdf(ja!.id)).toBeNull();
    // The Japanese invoice's own job prints it, in Japanese.
    expect(await renderInvoicePdf(t.db, ja!.id)).toEqual([ja!.id]);
    expect(await pdfText((await storedPdf(ja!.id))!)).toContain(ja!.number);
  }, 120_000);

  it('prints an invoice longer than a page whole, and the others of its batch still one each', async () => {
    await printBacklog();
    const [a, long, b] = await unprinted(3);
    const [row] = await t.db.select({ snapshot: invoices.snapshot }).from(invoices).where(eq(invoices.id, long!.id));
    const part: InvoicePayment = { ...row!.snapshot.payments[0]!, amountMinor: 100 };
    // Ninety part payments on one invoice. An issued invoice is frozen (invoices_keep): the
    // test lifts the guard for this one change.
    await rows('alter table invoices disable trigger invoices_keep_rows');
    try {
      await t.db
        .update(invoices)
        .set({ snapshot: { ...row!.snapshot, payments: Array.from({ length: 90 }, () => part) } })
        .where(eq(invoices.id, long!.id));
    } finally {
      await rows('alter table invoices enable trigger invoices_keep_rows');
    }
    expect((await renderInvoicePdf(t.db, a!.id)).sort()).toEqual([a!.id, long!.id, b!.id].sort());
    const longPdf = (await storedPdf(long!.id))!;
    expect(pageCount(longPdf)).toBeGreaterThan(1);
    expect(await pdfText(longPdf)).toContain(long!.number);
    for (const inv of [a!, b!]) {
      const pdf = (await storedPdf(inv.id))!;
      expect(pageCount(pdf)).toBe(1);
      const text = await pdfText(pdf);
      expect(text).toContain(inv.number);
      expect(text).not.toContain(long!.number);
    }
  }, 120_000);

  it('prints a backlog larger than a batch in batches, each invoice once, when their jobs run side by side', async () => {
    await printBacklog();
    const many = await unprinted(PRINT_BATCH + 3);
    const prints = vi.spyOn(invoiceBrowser, 'use');
    try {
      // Every invoice's job at once, as a runner with free slots claims them.
      const stored = await Promise.all(many.map((inv) => renderInvoicePdf(t.db, inv.id)));
      const all = stored.flat();
      expect(all.sort()).toEqual(many.map((m) => m.id).sort());
      expect(new Set(all).size).toBe(all.length);
      expect(prints.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      prints.mockRestore();
    }
    for (const inv of many) expect(await pdfText((await storedPdf(inv.id))!)).toContain(inv.number);
  }, 180_000);
});
