import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Merchants. Account and email are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    realName: text('real_name'),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    otherContact: text('other_contact'),
    remark: text('remark'),
    img: text('img'),
    /** The user's own affiliate code. */
    leagueCode: text('league_code').notNull(),
    /** The affiliate code given at registration. */
    referrerCode: text('referrer_code'),
    /** The receiving server refused `email` for good (mail/deliver.ts); null again once the address changes. */
    emailBouncedAt: timestamp('email_bounced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_lower_idx').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_league_code_idx').on(t.leagueCode),
  ],
);

/** Login sessions: only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    server: text('server').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
