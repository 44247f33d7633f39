import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Affiliate-program applications, reviewed within 48 hours (spec §9). */
export const leagueApplications = pgTable(
  'league_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    channel: text('channel').notNull(),
    trafficSources: text('traffic_sources'),
    message: text('message'),
    /** pending → approved | rejected (by support in the staff console, with a reason). */
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull(),
    ip: text('ip').notNull(),
    reviewBy: timestamp('review_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [index('league_applications_ip_created_idx').on(t.ip, t.createdAt)],
);
