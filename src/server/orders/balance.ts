import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, ledger } from '../db/schema/index.ts';
import { MICRO_PER_MINOR } from '../../shared/money.ts';
import type { LedgerKind } from '../../shared/orderTypes.ts';

interface Movement {
  userId: number;
  amountMinor: number;
  kind: LedgerKind;
  reason?: string | null;
  orderId?: number | null;
  depositId?: number | null;
  paymentId?: string | null;
  eventId?: string | null;
  now: Date;
}

/** Adds money to the settlement balance, with its history line, in the caller's transaction; answers the line's id. */
export async function credit(db: Db, m: Movement): Promise<number> {
  await db
    .insert(balances)
    .values({ userId: m.userId, balanceMinor: m.amountMinor, updatedAt: m.now })
    .onConflictDoUpdate({
      target: balances.userId,
      set: { balanceMinor: sql`${balances.balanceMinor} + ${m.amountMinor}`, updatedAt: m.now },
    });
  return writeLine(db, m, m.amountMinor);
}

/**
 * Carries a sub-cent residue of a 6-decimal amount on the balance (`fraction_micro`); each
 * whole cent it makes is credited with its own ledger line. The upsert locks the row, so two
 * residues arriving together are both counted.
 */
export async function carryFraction(db: Db, m: Omit<Movement, 'amountMinor' | 'kind'> & { micro: number }) {
  if (m.micro <= 0) return;
  const [row] = await db
    .insert(balances)
    .values({ userId: m.userId, balanceMinor: 0, fractionMicro: m.micro, updatedAt: m.now })
    .onConflictDoUpdate({
      target: balances.userId,
      set: { fractionMicro: sql`${balances.fractionMicro} + ${m.micro}`, updatedAt: m.now },
    })
    .returning({ fraction: balances.fractionMicro });
  const whole = Math.floor(Number(row!.fraction) / MICRO_PER_MINOR);
  if (whole === 0) return;
  await db
    .update(balances)
    .set({ fractionMicro: sql`${balances.fractionMicro} - ${whole * MICRO_PER_MINOR}` })
    .where(eq(balances.userId, m.userId));
  await credit(db, { ...m, amountMinor: whole, kind: 'credit', reason: 'fractions' });
}

/**
 * Takes money from the balance in one conditional update (`… where balance >= amount`),
 * so two concurrent debits can never take it below zero. False when there is not enough.
 */
export async function debit(db: Db, m: Movement): Promise<boolean> {
  const [row] = await db
    .update(balances)
    .set({ balanceMinor: sql`${balances.balanceMinor} - ${m.amountMinor}`, updatedAt: m.now })
    .where(and(eq(balances.userId, m.userId), gte(balances.balanceMinor, m.amountMinor)))
    .returning({ balance: balances.balanceMinor });
  if (!row) return false;
  await writeLine(db, m, -m.amountMinor);
  return true;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: balances.balanceMinor }).from(balances).where(eq(balances.userId, userId));
  return Number(row?.b ?? 0);
}

async function writeLine(db: Db, m: Movement, signed: number): Promise<number> {
  const [line] = await db
    .insert(ledger)
    .values({
      userId: m.userId,
      kind: m.kind,
      amountMinor: signed,
      reason: m.reason ?? null,
      orderId: m.orderId ?? null,
      depositId: m.depositId ?? null,
      paymentId: m.paymentId ?? null,
      eventId: m.eventId ?? null,
      createdAt: m.now,
    })
    .returning({ id: ledger.id });
  return line!.id;
}
