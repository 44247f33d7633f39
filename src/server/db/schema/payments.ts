import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * One attempt to pay an order (several per pending order are allowed). `status`:
 * pending | partial | succeeded | failed | expired. USDT attempts carry their derived
 * address and its derivation index; the address is watched until `watch_until`.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    network: text('network'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    address: text('address'),
    derivationIndex: integer('derivation_index'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    watchUntil: timestamp('watch_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_address_idx').on(t.address),
  ],
);

/** USDT top-ups of the settlement balance, each at a fresh address. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    receivedMinor: bigint('received_minor', { mode: 'number' }).notNull().default(0),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    watchUntil: timestamp('watch_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deposits_user_idx').on(t.userId), uniqueIndex('deposits_address_idx').on(t.address)],
);

/**
 * Provider events, stored once per provider by their id (`webhook-id`) in the transaction that
 * applies them: the primary key is what makes a duplicate delivery change nothing. `outcome`:
 * applied | duplicate_money (the same money under a new id: stored, not applied) | review
 * (verified but not applicable: `reason` says why; listed by the `payment_events_review` view).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').notNull(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    body: jsonb('body').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    paymentId: text('payment_id'),
    depositId: integer('deposit_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.provider, t.id] })],
);

/**
 * Money received, once per its identity at the provider (`money_key`: USDT network + tx hash +
 * log index, the card's charge id). `amount_micro` is exact (millionths); what paid the order
 * (`applied_minor`), went to the balance (`credited_minor`) and the sub-cent residue carried
 * on the balance (`residue_micro`) add up to it.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    moneyKey: text('money_key').notNull(),
    eventId: text('event_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id'),
    orderId: integer('order_id'),
    depositId: integer('deposit_id'),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
    appliedMinor: bigint('applied_minor', { mode: 'number' }).notNull().default(0),
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    residueMicro: bigint('residue_micro', { mode: 'number' }).notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('receipts_money_idx').on(t.provider, t.moneyKey), index('receipts_order_idx').on(t.orderId)],
);

/** Used nonces of one-time links to the sandbox card's page. */
export const sandboxLinks = pgTable('sandbox_links', {
  nonce: text('nonce').primaryKey(),
  paymentId: text('payment_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});

/** The merchant's settlement balance (USDT minor units); never below zero (check + conditional update). */
export const balances = pgTable('balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  /** Sub-cent remainders of USDT amounts (millionths, below 10,000): rolled into the balance as they add up. */
  fractionMicro: bigint('fraction_micro', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every balance movement, written with it: credits, deposits, order payments (negative). */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: integer('order_id'),
    depositId: integer('deposit_id'),
    paymentId: text('payment_id'),
    eventId: text('event_id'),
    reason: text('reason'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Per-installation values generated once (webhook secrets, the test-mode key). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
