import { bigint, bigserial, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The reference wallet's tables (migration 0032_reference_wallet.sql). Kept out of the
 * platform's schema (db/schema/index.ts): the platform itself never reads or writes them.
 */

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const refWalletPlayers = pgTable('ref_wallet_players', {
  playerId: text('player_id').primaryKey(),
  currency: text('currency').notNull(),
  balanceMinor: minor('balance_minor').notNull(),
});

export const refWalletSessions = pgTable('ref_wallet_sessions', {
  sessionId: text('session_id').primaryKey(),
  playerId: text('player_id').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const refWalletRounds = pgTable(
  'ref_wallet_rounds',
  {
    playerId: text('player_id').notNull(),
    roundId: text('round_id').notNull(),
    won: boolean('won').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.roundId] })],
);

export const refWalletTransactions = pgTable('ref_wallet_transactions', {
  transactionId: text('transaction_id').primaryKey(),
  kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
  playerId: text('player_id').notNull(),
  sessionId: text('session_id').notNull(),
  gameId: text('game_id').notNull(),
  roundId: text('round_id').notNull(),
  currency: text('currency'),
  amountMinor: minor('amount_minor'),
  /** The request's fields, hashed: a repeat must match; null for a bet known only from its rollback. */
  requestHash: text('request_hash'),
  /** 'accepted', or the error code answered — the answer every repeat gets. */
  outcome: text('outcome').notNull(),
  balanceAfterMinor: minor('balance_after_minor'),
  betTransactionId: text('bet_transaction_id'),
  rolledBackBy: text('rolled_back_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const refWalletLedger = pgTable('ref_wallet_ledger', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  playerId: text('player_id').notNull(),
  transactionId: text('transaction_id'),
  deltaMinor: minor('delta_minor').notNull(),
  balanceAfterMinor: minor('balance_after_minor').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export type TransactionRow = typeof refWalletTransactions.$inferSelect;
