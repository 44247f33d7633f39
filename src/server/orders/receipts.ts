import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { receipts } from '../db/schema/index.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'appliedMinor' | 'creditedMinor' | 'residueMicro'>;

/**
 * Records money once per its identity at the provider. The unique (provider, money_key) is
 * the gate: the same money under another event id, or sent twice at once, inserts nothing
 * the second time, and the caller applies nothing. Null when the money was already counted.
 */
export async function recordReceipt(db: Db, r: NewReceipt): Promise<ReceiptRow | null> {
  const [row] = await db.insert(receipts).values(r).onConflictDoNothing().returning();
  return row ?? null;
}

/** Where the money of a receipt went: to the order, to the balance, and the carried residue. */
export async function settleReceipt(
  db: Db,
  id: number,
  to: { appliedMinor: number; creditedMinor: number; residueMicro: number },
): Promise<void> {
  await db.update(receipts).set(to).where(eq(receipts.id, id));
}

export async function receiptsOfOrder(db: Db, orderId: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .orderBy(asc(receipts.receivedAt), asc(receipts.id));
}
