/**
 * REFERENCE CODE for operators — the platform holds no player money and never runs this in
 * production. It is a complete seamless wallet that follows docs/seamless-wallet.md, written to
 * be read: an operator's developers port its rules to their own wallet; the contract test
 * (tests/api/seamless-wallet*.test.ts) drives it with a fake aggregator over real HTTP.
 *
 * The rules, each in one place below:
 * - a transaction id is used once: its row is inserted first (primary key), and a repeat gets
 *   the stored answer — the same balance, no second money move; a repeat with other fields is
 *   TRANSACTION_CONFLICT;
 * - every money move is one conditional update of the balance (`balance >= amount` for a bet)
 *   plus a ledger line, in the transaction that records the answer;
 * - bets need an open session; wins and rollbacks do not (they settle what was already played);
 * - a rollback of an unknown bet is accepted and remembered: that bet, arriving late, is refused;
 * - a rollback in a round that already has a win is refused (ROUND_ALREADY_SETTLED): the win was
 *   paid on the strength of the bet, so the bet stands.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BalanceAnswer,
  type BalanceRequest,
  type BetRequest,
  fromMinor,
  type MoveAnswer,
  type RollbackRequest,
  toMinor,
  type WalletErrorCode,
  type WinRequest,
} from './contract.ts';
import {
  refWalletLedger,
  refWalletPlayers,
  refWalletRounds,
  refWalletSessions,
  refWalletTransactions,
  type TransactionRow,
} from './walletTables.ts';

export type WalletResult<T> = { ok: true; answer: T } | { ok: false; code: WalletErrorCode };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Player = typeof refWalletPlayers.$inferSelect;
/** A rule's verdict: the balance right after the move, or the error code to answer (and store). */
type Verdict = { balanceAfter: bigint; currency: string } | { code: WalletErrorCode };

const refuse = (code: WalletErrorCode) => ({ code }) as const;

export function referenceWallet({ db, now }: { db: Db; now: () => Date }) {
  /** The player of a request, if its session is theirs; `needOpen`: bets only. */
  async function playerOf(tx: Tx | Db, req: { playerId: string; sessionId: string }, needOpen: boolean) {
    // The player and the session named, in one read (a wallet answers every call of every round).
    const [row] = await tx
      .select({ player: refWalletPlayers, sessionOf: refWalletSessions.playerId, endedAt: refWalletSessions.endedAt })
      .from(refWalletPlayers)
      .leftJoin(refWalletSessions, eq(refWalletSessions.sessionId, req.sessionId))
      .where(eq(refWalletPlayers.playerId, req.playerId));
    if (!row) return refuse('PLAYER_NOT_FOUND');
    if (row.sessionOf !== req.playerId) return refuse('SESSION_NOT_FOUND');
    if (needOpen && row.endedAt && row.endedAt <= now()) return refuse('SESSION_ENDED');
    return { player: row.player };
  }

  /** One money move: the conditional update of the balance and its ledger line. Null: not enough money. */
  async function moveMoney(tx: Tx, player: Player, delta: bigint, transactionId: string): Promise<bigint | null> {
    const [row] = await tx
      .update(refWalletPlayers)
      .set({ balanceMinor: sql`${refWalletPlayers.balanceMinor} + ${delta}` })
      .where(
        and(
          eq(refWalletPlayers.playerId, player.playerId),
          delta < 0n ? gte(refWalletPlayers.balanceMinor, -delta) : undefined,
        ),
      )
      .returning({ balance: refWalletPlayers.balanceMinor });
    if (!row) return null;
    await tx.insert(refWalletLedger).values({
      playerId: player.playerId,
      transactionId,
      deltaMinor: delta,
      balanceAfterMinor: row.balance,
      at: now(),
    });
    return row.balance;
  }

  /**
   * The frame of bet, win and rollback: claim the transaction id, run the rule, store its answer —
   * all in one database transaction, so an answer is stored exactly when its money moved.
   */
  async function once<R extends BetRequest | WinRequest | RollbackRequest>(
    kind: 'bet' | 'win' | 'rollback',
    req: R,
    fields: { currency?: string; amountMinor?: bigint },
    rule: (tx: Tx) => Promise<Verdict>,
  ): Promise<WalletResult<MoveAnswer>> {
    const requestHash = createHash('sha256')
      .update(JSON.stringify([kind, req]))
      .digest('hex');
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(refWalletTransactions)
        .values({
          transactionId: req.transactionId,
          kind,
          playerId: req.playerId,
          sessionId: req.sessionId,
          gameId: req.gameId,
          roundId: req.roundId,
          currency: fields.currency ?? null,
          amountMinor: fields.amountMinor ?? null,
          requestHash,
          outcome: 'pending',
          betTransactionId: 'betTransactionId' in req ? req.betTransactionId : null,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: refWalletTransactions.transactionId });
      if (!claimed) {
        const [earlier] = await tx
          .select()
          .from(refWalletTransactions)
          .where(eq(refWalletTransactions.transactionId, req.transactionId));
        return repeatOf(earlier!, kind, requestHash, await currencyOf(tx, earlier!.playerId));
      }
      const verdict = await rule(tx);
      const balanceAfterMinor = 'code' in verdict ? null : verdict.balanceAfter;
      await tx
        .update(refWalletTransactions)
        .set({ outcome: 'code' in verdict ? verdict.code : 'accepted', balanceAfterMinor })
        .where(eq(refWalletTransactions.transactionId, req.transactionId));
      if ('code' in verdict) return { ok: false, code: verdict.code };
      return { ok: true, answer: moveAnswer(req.transactionId, verdict.balanceAfter, verdict.currency) };
    });
  }

  async function currencyOf(tx: Tx, playerId: string): Promise<string> {
    const [p] = await tx.select().from(refWalletPlayers).where(eq(refWalletPlayers.playerId, playerId));
    return p?.currency ?? 'EUR';
  }

  /** The balance now, for an answer that moves no money (the row read before the locks may be stale). */
  async function balanceOf(tx: Tx, playerId: string): Promise<bigint> {
    const [p] = await tx.select().from(refWalletPlayers).where(eq(refWalletPlayers.playerId, playerId));
    return p!.balanceMinor;
  }

  return {
    async balance(req: BalanceRequest): Promise<WalletResult<BalanceAnswer>> {
      const found = await playerOf(db, req, false);
      if ('code' in found) return { ok: false, code: found.code };
      const { balanceMinor, currency } = found.player;
      return { ok: true, answer: { balance: fromMinor(balanceMinor, currency), currency } };
    },

    async bet(req: BetRequest): Promise<WalletResult<MoveAnswer>> {
      const amountMinor = toMinor(req.amount, req.currency);
      if (amountMinor === null || amountMinor === 0n) return { ok: false, code: 'INVALID_AMOUNT' };
      return once('bet', req, { currency: req.currency, amountMinor }, async (tx) => {
        const found = await playerOf(tx, req, true);
        if ('code' in found) return found;
        if (found.player.currency !== req.currency) return refuse('CURRENCY_MISMATCH');
        const balanceAfter = await moveMoney(tx, found.player, -amountMinor, req.transactionId);
        return balanceAfter === null ? refuse('INSUFFICIENT_FUNDS') : { balanceAfter, currency: req.currency };
      });
    },

    async win(req: WinRequest): Promise<WalletResult<MoveAnswer>> {
      const amountMinor = toMinor(req.amount, req.currency);
      if (amountMinor === null) return { ok: false, code: 'INVALID_AMOUNT' };
      return once('win', req, { currency: req.currency, amountMinor }, async (tx) => {
        const found = await playerOf(tx, req, false);
        if ('code' in found) return found;
        if (found.player.currency !== req.currency) return refuse('CURRENCY_MISMATCH');
        // Marks the round won (and locks its row until this commits): a later rollback in it is refused.
        await tx
          .insert(refWalletRounds)
          .values({ playerId: req.playerId, roundId: req.roundId, won: true })
          .onConflictDoUpdate({ target: [refWalletRounds.playerId, refWalletRounds.roundId], set: { won: true } });
        const balanceAfter = await moveMoney(tx, found.player, amountMinor, req.transactionId);
        return { balanceAfter: balanceAfter!, currency: req.currency };
      });
    },

    async rollback(req: RollbackRequest): Promise<WalletResult<MoveAnswer>> {
      return once('rollback', req, {}, async (tx) => {
        const found = await playerOf(tx, req, false);
        if ('code' in found) return found;
        const { player } = found;
        // Locks the round's row, so a win and a rollback in one round are decided one after the other.
        const [round] = await tx
          .insert(refWalletRounds)
          .values({ playerId: req.playerId, roundId: req.roundId })
          .onConflictDoUpdate({
            target: [refWalletRounds.playerId, refWalletRounds.roundId],
            set: { won: sql`${refWalletRounds.won}` },
          })
          .returning({ won: refWalletRounds.won });
        if (round?.won) return refuse('ROUND_ALREADY_SETTLED');
        // An unknown bet: remembered as rolled back, so the bet itself is refused if it comes late.
        const [remembered] = await tx
          .insert(refWalletTransactions)
          .values({
            transactionId: req.betTransactionId,
            kind: 'bet',
            playerId: req.playerId,
            sessionId: req.sessionId,
            gameId: req.gameId,
            roundId: req.roundId,
            outcome: 'TRANSACTION_ROLLED_BACK',
            rolledBackBy: req.transactionId,
            createdAt: now(),
          })
          .onConflictDoNothing()
          .returning({ id: refWalletTransactions.transactionId });
        if (remembered) return { balanceAfter: await balanceOf(tx, player.playerId), currency: player.currency };
        const [bet] = await tx
          .select()
          .from(refWalletTransactions)
          .where(eq(refWalletTransactions.transactionId, req.betTransactionId))
          .for('update');
        if (bet?.kind !== 'bet' || bet.playerId !== req.playerId || bet.roundId !== req.roundId) {
          return refuse('TRANSACTION_CONFLICT');
        }
        // Undone at most once, whichever rollback id comes first; a refused bet took nothing.
        const [undone] = await tx
          .update(refWalletTransactions)
          .set({ rolledBackBy: req.transactionId })
          .where(
            and(
              eq(refWalletTransactions.transactionId, bet.transactionId),
              eq(refWalletTransactions.outcome, 'accepted'),
              isNull(refWalletTransactions.rolledBackBy),
            ),
          )
          .returning({ amount: refWalletTransactions.amountMinor });
        if (!undone?.amount) return { balanceAfter: await balanceOf(tx, player.playerId), currency: player.currency };
        return {
          balanceAfter: (await moveMoney(tx, player, undone.amount, req.transactionId))!,
          currency: player.currency,
        };
      });
    },
  };
}

function moveAnswer(transactionId: string, balanceAfter: bigint, currency: string): MoveAnswer {
  return { transactionId, balance: fromMinor(balanceAfter, currency), currency };
}

/** The answer to a transaction id seen before: the stored one, or a conflict when the request differs. */
function repeatOf(
  earlier: TransactionRow,
  kind: string,
  requestHash: string,
  currency: string,
): WalletResult<MoveAnswer> {
  // A bet known only from its rollback: the bet itself is refused, now and on every repeat.
  if (earlier.requestHash === null && kind === 'bet') return { ok: false, code: 'TRANSACTION_ROLLED_BACK' };
  if (earlier.kind !== kind || earlier.requestHash !== requestHash) return { ok: false, code: 'TRANSACTION_CONFLICT' };
  if (earlier.outcome !== 'accepted') return { ok: false, code: earlier.outcome as WalletErrorCode };
  return { ok: true, answer: moveAnswer(earlier.transactionId, earlier.balanceAfterMinor!, currency) };
}
