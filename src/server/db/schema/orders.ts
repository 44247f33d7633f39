import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/orderStatus.ts';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cartItems } from './cart.ts';
import { users } from './users.ts';

/** What an order froze at checkout: the package as it was sold. */
export interface PackageSnapshot {
  id: number;
  names: Record<string, string>;
  sites: number;
  durationMonths: number;
}

/**
 * Orders. Money is integer minor units (`amount_minor`, `paid_minor`); `status` follows
 * src/shared/orderStatus.ts and changes only by conditional update (`… where status = 0`).
 * Package, price, template and colours are snapshots: a later catalogue change does not
 * alter what was bought.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    status: smallint('status').$type<OrderStatus>().notNull(),
    /** purchase (a package: provisions sites) | renewal (extends sites' terms, order_renewals). */
    kind: text('kind').$type<'purchase' | 'renewal'>().notNull().default('purchase'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** What was paid and went back to the balance when the order closed (3, 4, 5). */
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    packageSnapshot: jsonb('package_snapshot').$type<PackageSnapshot>().notNull(),
    countriesId: integer('countries_id').notNull(),
    templateId: integer('template_id').notNull(),
    templateNames: jsonb('template_names').$type<Record<string, string>>().notNull(),
    siteName: text('site_name').notNull(),
    color1: text('color1').notNull(),
    color2: text('color2').notNull(),
    color3: text('color3').notNull(),
    opsAccount: text('ops_account').notNull(),
    opsPasswordHash: text('ops_password_hash').notNull(),
    payTime: timestamp('pay_time', { withTimezone: true }),
    transactionId: text('transaction_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    // A cart item has at most one open order; checkout again returns it.
    uniqueIndex('orders_open_cart_item_idx').on(t.cartItemId).where(sql`status = 0`),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`status = 0`),
  ],
);

/** Why every status change happened: written in the transaction that made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').$type<OrderStatus>().notNull(),
    toStatus: smallint('to_status').$type<OrderStatus>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * Site names held platform-wide: by an open order (`order_id`) or by a site (`site_id`).
 * `name_key` is the NFKC-folded lower-case name (siteNameKey), so two merchants can never
 * pay for the same name.
 */
export const siteNames = pgTable('site_names', {
  nameKey: text('name_key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  siteId: integer('site_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
