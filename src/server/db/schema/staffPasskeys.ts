import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff, staffSessions } from './staff.ts';

/**
 * A staff member's passkey (WebAuthn credential): a second factor beside TOTP. The public key is
 * the COSE key as registered (base64url); the counter is the authenticator's signature counter,
 * which must only grow (a copied authenticator would repeat or go back).
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the person called it ("Laptop", "Phone"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_idx').on(t.credentialId),
    index('staff_passkeys_staff_idx').on(t.staffId),
  ],
);

/**
 * A WebAuthn challenge waiting for its answer: tied to the session that asked (the pending
 * sign-in of the password step, or a signed-in session adding a passkey), taken once by a
 * conditional delete, good for five minutes.
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    /** `register` (adding a passkey) or `signin` (the second step of a sign-in). */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_passkey_challenges_idx').on(t.challenge),
    index('staff_passkey_challenges_session_idx').on(t.sessionId),
  ],
);
