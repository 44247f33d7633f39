import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The mail outbox (src/server/mail/, migration 0017): one row per message, written in the
 * transaction of the fact it tells about and delivered by a `mail_deliver` job.
 * `status`: queued (waiting or being retried) | sent (the receiving server took it) | bounced
 * (refused for good on RCPT or DATA: never tried again) | held (every attempt failed for a
 * temporary reason: a person looks at it). `message_id` is fixed at insert (no angle brackets).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** `<kind>:<subject>`: the same message asked for twice is one row. */
    dedupeKey: text('dedupe_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
    messageId: text('message_id').notNull(),
    status: text('status').notNull().default('queued'),
    /** Delivery attempts made over SMTP (the job's own count also holds runs that never reached one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_messages_dedupe_idx').on(t.dedupeKey),
    index('mail_messages_user_idx').on(t.userId),
    index('mail_messages_attention_idx').on(t.createdAt).where(sql`${t.status} in ('bounced', 'held')`),
    check('mail_messages_status_check', sql`${t.status} in ('queued', 'sent', 'bounced', 'held')`),
  ],
);
