import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagueApplications } from './leagueApplications.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * Approved affiliates: one per approved application, with the code merchants register with
 * (`users.referrer_code`). Ten characters, so it never equals a merchant's own eight-character
 * `users.league_code` (src/server/staff/affiliateCodes.ts).
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => leagueApplications.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('affiliates_application_idx').on(t.applicationId), uniqueIndex('affiliates_code_idx').on(t.code)],
);

/**
 * A settled week of an affiliate, per currency: the amounts frozen when finance marked it
 * settled. The unique key is the guard: of two people settling at once, one row wins.
 */
export const affiliateSettlements = pgTable(
  'affiliate_settlements',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    /** The ISO week's Monday (UTC); the week runs to the next Monday 00:00. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    orderCount: integer('order_count').notNull(),
    /** What the attributed merchants paid for their orders that week, minor units. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The commission: the sum of each order's, each rounded down (affiliateStatements.ts). */
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    reference: text('reference'),
    reason: text('reason').notNull(),
    settledBy: integer('settled_by')
      .notNull()
      .references(() => staff.id),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_settlements_week_idx').on(t.affiliateId, t.weekStart, t.currency),
    index('affiliate_settlements_affiliate_idx').on(t.affiliateId, sql`${t.weekStart} desc`),
  ],
);

/** The orders a settlement paid commission on: an order is commissioned once, ever (unique). */
export const affiliateSettlementLines = pgTable(
  'affiliate_settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => affiliateSettlements.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_settlement_lines_order_idx').on(t.orderId),
    index('affiliate_settlement_lines_settlement_idx').on(t.settlementId),
  ],
);
