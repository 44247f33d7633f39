import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staff } from './staff.ts';
import { users } from './users.ts';

/**
 * A merchant's USDT addresses for withdrawals. An address is confirmed by an e-mailed 6-digit
 * code (only its hash kept, with an expiry and a count of tries) and can receive money from
 * `usable_from` on (confirmation + the cooling-off). Removal is immediate and final.
 */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').$type<'TRC20' | 'ERC20'>().notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: smallint('code_tries').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    usableFrom: timestamp('usable_from', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawal_addresses_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('withdrawal_addresses_live_idx').on(t.userId, t.network, t.address).where(sql`removed_at is null`),
  ],
);

export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'exported',
  'sent',
  'confirmed',
  'cancelled',
  'rejected',
  'failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * One withdrawal: the amount and fee held from the balance at request, the address as it was
 * then (a snapshot: removing the address later changes nothing), and the digest of (merchant,
 * amount, fee, network, address) that approvals are bound to. Every status change goes through
 * withdrawals/transition.ts.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => withdrawalAddresses.id),
    network: text('network').$type<'TRC20' | 'ERC20'>().notNull(),
    address: text('address').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USDT'),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    digest: text('digest').notNull(),
    approvalsNeeded: smallint('approvals_needed').notNull(),
    batchId: integer('batch_id'),
    txHash: text('tx_hash'),
    /** Why it was rejected or failed (the reason typed, or the signer's). */
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.requestedAt.desc()),
    index('withdrawals_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('withdrawals_tx_idx').on(t.network, t.txHash).where(sql`tx_hash is not null`),
  ],
);

/** Each status change with why and who (staff, the merchant, the signer or the chain). */
export const withdrawalHistory = pgTable(
  'withdrawal_history',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** `merchant`, `staff:<id>`, `signer`, `chain`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdrawal_history_idx').on(t.withdrawalId, t.id)],
);

/** A finance approval, bound to the digest it saw; one per person per withdrawal (the primary key). */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    digest: text('digest').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'withdrawal_approvals_pkey', columns: [t.withdrawalId, t.staffId] })],
);

/** An exported batch: the exact file signed (JSON), its SHA-256, the platform's Ed25519 signature, the CSV. */
export const withdrawalBatches = pgTable('withdrawal_batches', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contentSha256: text('content_sha256').notNull(),
  signature: text('signature').notNull(),
  csv: text('csv').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Results from the signer (`source` signer) and transfers out seen by the chain watcher
 * (`chain`), stored once per source and event id in the transaction that applies them.
 * `outcome`: applied | review (`reason` says why; never applied).
 */
export const withdrawalResults = pgTable(
  'withdrawal_results',
  {
    source: text('source').notNull(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    body: jsonb('body').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    withdrawalId: integer('withdrawal_id'),
    /** A chain event's transaction hash (canonical): one that came before its `sent` is found by it. */
    txHash: text('tx_hash'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'withdrawal_results_pkey', columns: [t.source, t.id] }),
    index('withdrawal_results_early_idx').on(t.txHash).where(sql`${t.source} = 'chain' AND ${t.reason} = 'unmatched'`),
  ],
);
