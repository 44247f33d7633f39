import type { Db } from '../db/client.ts';
import type { MailRow } from './outbox.ts';

/** A file that travels with a message (the invoice PDF of a `receipt`). */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The files a message carries, looked up when it is delivered (not stored in the outbox row, so
 * a retry sends what is current). Nothing yet: the invoices work fills it in for `receipt`.
 */
export async function attachmentsFor(_db: Db, _row: MailRow): Promise<Attachment[]> {
  return [];
}
