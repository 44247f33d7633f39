import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../../i18n/locales.ts';

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
    /** The account's language: its e-mail is written in it (the registration's, then Personal settings). */
    locale: text('locale').$type<LocaleCode>().notNull().default('en'),
    /** When the current address was proved with a code; null while it is not. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The new address of a change waiting for its code (the account keeps its old one until then). */
    pendingEmail: text('pending_email'),
    /** The optional notices (mail/kinds.ts `optionalNotices`) the merchant switched off. */
    noticesOff: jsonb('notices_off').$type<string[]>().notNull().default([]),
    /** Invoice details from Personal settings; empty: invoices name the account and its e-mail. */
    companyName: text('company_name'),
    billingAddress: text('billing_address'),
    /** ISO 3166-1 alpha-2. */
    billingCountry: text('billing_country'),
    taxNumber: text('tax_number'),
    /** The receiving server refused `email` for good (mail/deliver.ts); null again once the address changes. */
    emailBouncedAt: timestamp('email_bounced_at', { withTimezone: true }),
    /** Support locked sign-in (staff console), and why; null while the account may sign in. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedReason: text('locked_reason'),
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
