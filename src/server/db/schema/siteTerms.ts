import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { sites, type TermState } from './sites.ts';

/** Why a site's term moved (sites/terms/transition.ts writes one per move, in its transaction). */
export const siteTermEvents = pgTable(
  'site_term_events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<TermState>().notNull(),
    toState: text('to_state').$type<TermState>().notNull(),
    paidUntilBefore: timestamp('paid_until_before', { withTimezone: true }),
    paidUntilAfter: timestamp('paid_until_after', { withTimezone: true }),
    /** `system` (the daily job), `merchant` (a renewal paid) or `staff:<id>`. */
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_term_events_site_idx').on(t.siteId, t.at)],
);

/**
 * The sites a renewal order extends, and by how many months. `applied_at` is set by one
 * conditional update when the order is paid: a renewal paid twice extends once.
 */
export const orderRenewals = pgTable(
  'order_renewals',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'order_renewals_pkey', columns: [t.orderId, t.siteId] }),
    index('order_renewals_site_idx').on(t.siteId),
  ],
);
