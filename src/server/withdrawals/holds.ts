import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, ledger } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The money of a withdrawal on the balance, one ledger line per step (ledger.meta names the
 * withdrawal). `balance_minor` is what is available: a hold takes the amount and fee out of it
 * in one conditional update (`… where balance_minor >= total`), the same guard an order paid
 * from the balance uses, so neither a second request nor a payment can take it below zero.
 * A release puts it back; confirmation writes the final line (0: the money left with the hold).
 * Held = the holds without a release or final line; the invariant check (tests) holds them to
 * the open withdrawals.
 */
export type HoldKind = 'withdrawal_hold' | 'withdrawal_release' | 'withdrawal';

interface Line {
  userId: number;
  withdrawalId: number;
  totalMinor: number;
  now: Date;
}

/** Holds `totalMinor` from the available balance; false (nothing written) when there is not enough. */
export async function hold(tx: Db, l: Line): Promise<boolean> {
  const [row] = await tx
    .update(balances)
    .set({ balanceMinor: sql`${balances.balanceMinor} - ${l.totalMinor}`, updatedAt: l.now })
    .where(and(eq(balances.userId, l.userId), gte(balances.balanceMinor, l.totalMinor)))
    .returning({ balance: balances.balanceMinor });
  if (!row) return false;
  await line(tx, l, 'withdrawal_hold', -l.totalMinor);
  return true;
}

/** Gives a withdrawal's hold back to the available balance (rejected, cancelled, failed). */
export async function release(tx: Db, l: Line): Promise<void> {
  await tx
    .update(balances)
    .set({ balanceMinor: sql`${balances.balanceMinor} + ${l.totalMinor}`, updatedAt: l.now })
    .where(eq(balances.userId, l.userId));
  await line(tx, l, 'withdrawal_release', l.totalMinor);
}

/** The hold becomes the debit (confirmed on chain): the balance does not move again. */
export async function settle(tx: Db, l: Line): Promise<void> {
  await line(tx, l, 'withdrawal', 0);
}

async function line(tx: Db, l: Line, kind: HoldKind, amountMinor: number) {
  await tx.insert(ledger).values({
    userId: l.userId,
    kind,
    amountMinor,
    reason: kind === 'withdrawal' ? 'confirmed' : null,
    meta: { withdrawalId: l.withdrawalId, heldMinor: l.totalMinor },
    createdAt: l.now,
  });
}

/** What the merchant has in open withdrawals (holds not yet released or settled). */
export async function heldOf(db: Db, userId: number): Promise<number> {
  const rows = await db.execute(sql`
    select coalesce(sum(amount_minor + fee_minor), 0) as held from withdrawals
    where user_id = ${userId} and status in ('requested', 'approved', 'exported', 'sent')`);
  return Number(rowsOf<{ held: string | number | null }>(rows)[0]?.held ?? 0);
}
