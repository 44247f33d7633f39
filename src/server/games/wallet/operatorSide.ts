/**
 * REFERENCE CODE (see referenceWallet.ts): the operator's own side of the reference wallet —
 * what their cashier and game launcher do, outside the aggregator's callbacks: open a player
 * with a deposit, open a game session at launch, end it, and check the books.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toMinor } from './contract.ts';
import { refWalletLedger, refWalletPlayers, refWalletSessions } from './walletTables.ts';

/** A player with a first deposit ("100.00"), as the operator's cashier would make one. */
export async function openPlayer(
  db: Db,
  p: { playerId: string; currency: string; deposit: string },
  now: Date,
): Promise<void> {
  const amount = toMinor(p.deposit, p.currency);
  if (amount === null) throw new Error(`${p.deposit} is not an amount in ${p.currency}`);
  await db.transaction(async (tx) => {
    await tx.insert(refWalletPlayers).values({ playerId: p.playerId, currency: p.currency, balanceMinor: amount });
    await tx
      .insert(refWalletLedger)
      .values({ playerId: p.playerId, transactionId: null, deltaMinor: amount, balanceAfterMinor: amount, at: now });
  });
}

/** A game session, opened when the operator launches a game for the player. */
export async function openSession(db: Db, s: { sessionId: string; playerId: string }): Promise<void> {
  await db.insert(refWalletSessions).values(s);
}

/** Ends a session (the player left, or it timed out): bets are refused from `at` on, wins and rollbacks are not. */
export async function endSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(refWalletSessions).set({ endedAt: at }).where(eq(refWalletSessions.sessionId, sessionId));
}

/** A player's balance and the sum of their ledger lines (minor units): equal, always. */
export async function books(db: Db, playerId: string): Promise<{ balance: bigint; ledgerSum: bigint }> {
  const [p] = await db.select().from(refWalletPlayers).where(eq(refWalletPlayers.playerId, playerId));
  const [s] = await db
    .select({ sum: sql<string>`coalesce(sum(${refWalletLedger.deltaMinor}), 0)` })
    .from(refWalletLedger)
    .where(eq(refWalletLedger.playerId, playerId));
  return { balance: p?.balanceMinor ?? 0n, ledgerSum: BigInt(s?.sum ?? 0) };
}
