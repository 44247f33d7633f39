import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';
import type { MailRow } from './outbox.ts';

/** A file that travels with a message (the invoice PDF of a `receipt`). */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A receipt whose invoice PDF is not rendered yet: its delivery waits (the PDF job wakes it). */
export class AttachmentNotReady extends Error {}

/**
 * The files a message carries, looked up when it is delivered (not stored in the outbox row, so
 * a retry sends what is current): a receipt carries its invoice's PDF, the stored copy.
 */
export async function attachmentsFor(db: Db, row: MailRow): Promise<Attachment[]> {
  if (row.kind !== 'receipt') return [];
  const number = (row.data as { invoiceNo: string }).invoiceNo;
  const [invoice] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.number, number));
  if (!invoice?.pdf) throw new AttachmentNotReady(`invoice ${number} has no PDF yet`);
  return [{ filename: `${number}.pdf`, content: Buffer.from(invoice.pdf), contentType: 'application/pdf' }];
}
