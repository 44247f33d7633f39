import { describe, expect, it } from 'vitest';
import { wakeReceipts } from '../../src/server/invoices/receipt.ts';
import { enqueue } from '../../src/server/jobs/queue.ts';
import { paidOrder } from '../support/invoices.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';

// A receipt waits for its invoice's PDF; the PDF job wakes it (issue 27). In a burst of paid
// orders the queue is long: a receipt woken as due "now" was claimed after every job queued
// since its order completed, so every receipt of 200 orders waited for the last PDF.

startMoneyApp();

const ms = (v: unknown) => new Date(v as string).getTime();

describe('the receipt woken by its PDF', () => {
  it('is due since its order completed, ahead of the jobs queued after, each of a batch its own', async () => {
    const receiptOf = async () => {
      const m = await paidOrder();
      const [inv] = await rows(`select id from invoices where order_id = ${m.order.id}`);
      const invoiceId = Number(inv!['id']);
      const [mail] = await rows(
        `select id, created_at from mail_messages where dedupe_key = 'receipt:invoice:${invoiceId}'`,
      );
      const job = async () =>
        (await rows(`select run_at, locked_by from jobs where dedupe_key = 'mail:${mail!['id']}'`))[0]!;
      return { invoiceId, queuedAt: ms(mail!['created_at']), job };
    };
    const first = await receiptOf();
    const second = await receiptOf();
    // Held back until the PDF exists (the fallback, minutes away).
    expect(ms((await first.job())['run_at'])).toBeGreaterThan(Date.now() + 60_000);
    expect(ms((await second.job())['run_at'])).toBeGreaterThan(Date.now() + 60_000);

    // Another order's work, queued after these completed, then one print stores both PDFs.
    const later = new Date(Date.now() + 5_000);
    await enqueue(t.db, { kind: 'invoice_pdf', dedupeKey: 'test:later', payload: { invoiceId: 0 }, now: later });
    await wakeReceipts(t.db, [first.invoiceId, second.invoiceId], new Date(later.getTime() + 5_000));
    const [other] = await rows(`select run_at from jobs where dedupe_key = 'test:later'`);
    for (const r of [first, second]) {
      const woken = await r.job();
      expect(ms(woken['run_at'])).toBe(r.queuedAt);
      expect(ms(woken['run_at'])).toBeLessThan(ms(other!['run_at']));
    }
    await rows(`delete from jobs where dedupe_key = 'test:later'`);
  });
});
