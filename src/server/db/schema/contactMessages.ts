import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the contact form (game traffic center, contact-business page). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    /** The visitor's language, so the answer can be written in it. */
    locale: text('locale').notNull(),
    /** Client address: the per-IP rate limit counts rows by it. */
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who took it (staff console), when it was answered by e-mail, when closed. */
    assignedTo: integer('assigned_to'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_ip_created_idx').on(t.ip, t.createdAt)],
);
