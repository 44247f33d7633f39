import {
  bigserial,
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
import { users } from './users.ts';

/** The platform's own staff: separate from merchants, each with one role (staff/roles.ts). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Null until an invited person sets a password. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; null until the second factor is enrolled. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of each unused recovery code. */
    recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
    /** SHA-256 of a pending invitation's token, and until when it holds. */
    inviteHash: text('invite_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email), uniqueIndex('staff_invite_idx').on(t.inviteHash)],
);

/**
 * A staff sign-in in progress (password accepted, second factor not yet) or a session. Only the
 * token's SHA-256 is stored. A session ends 12 h after it began, after 30 min unused, or when
 * revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `pending`: the password was right, the second factor is awaited; `session`: signed in. */
    kind: text('kind').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * What staff changed, appended only (a trigger refuses UPDATE, DELETE and TRUNCATE): each row
 * carries the hash of the one before, so an altered or removed row breaks the chain
 * (staff/audit.ts `verifyAuditChain`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('staff_audit_target_idx').on(t.target), index('staff_audit_staff_idx').on(t.staffId)],
);

/** How staff resolved a payment event held for review: one row per event (the insert is the guard). */
export const paymentEventResolutions = pgTable(
  'payment_event_resolutions',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** `credit` (to a merchant's balance) or `returned` (to the sender). */
    action: text('action').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    userId: integer('user_id').references(() => users.id),
    reference: text('reference'),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
