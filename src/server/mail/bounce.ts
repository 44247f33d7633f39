import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailMessages, users } from '../db/schema/index.ts';
import type { MailRow } from './outbox.ts';

/**
 * The receiving server refused the message for good: the row is `bounced` (never tried again)
 * and, when the refused address is still the merchant's, their account says so
 * (`emailBounced` in the user info). One transaction, so neither is seen without the other.
 */
export async function markBounced(db: Db, row: MailRow, error: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(mailMessages)
      .set({ status: 'bounced', attempts: sql`${mailMessages.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(and(eq(mailMessages.id, row.id), eq(mailMessages.status, 'queued')));
    if (row.userId === null) return;
    // The first bounce's time stands; an address changed since is not marked by its old mail.
    await tx
      .update(users)
      .set({ emailBouncedAt: now })
      .where(
        and(
          eq(users.id, row.userId),
          sql`lower(${users.email}) = lower(${row.toAddress})`,
          isNull(users.emailBouncedAt),
        ),
      );
  });
}

/**
 * Forgets a bounce: call it in the transaction that changes the merchant's address (the new
 * address has not been refused by anyone).
 */
export async function clearBounce(tx: Db, userId: number): Promise<void> {
  await tx.update(users).set({ emailBouncedAt: null }).where(eq(users.id, userId));
}
