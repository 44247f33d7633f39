import { sql } from 'drizzle-orm';
import {
  check,
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
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Provisioned sites: one per slot of a purchased order, and an order has as many slots as
 * its package has sites (slot 1 is the site named at checkout). Unique (`order_id`,
 * `slot_no`), so a job that runs twice, or two launches at once, cannot make two. `status`: provisioning | live | failed. `html` is the generated front
 * page, served by the platform at `domain`; `backend_url` is its operations console.
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    slotNo: smallint('slot_no').notNull().default(1),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    siteName: text('site_name').notNull(),
    countriesId: integer('countries_id').notNull(),
    currency: text('currency').notNull(),
    templateId: integer('template_id').notNull(),
    templateNames: jsonb('template_names').$type<Record<string, string>>().notNull(),
    color1: text('color1').notNull(),
    color2: text('color2').notNull(),
    color3: text('color3').notNull(),
    opsAccount: text('ops_account').notNull(),
    opsPasswordHash: text('ops_password_hash').notNull(),
    status: text('status').notNull(),
    html: text('html'),
    domain: text('domain'),
    backendUrl: text('backend_url'),
    lastError: text('last_error'),
    /** While provisioning keeps failing: the next attempt and how many failed (shown to the merchant). */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /**
     * The version visitors see (site_versions.id; the foreign key is in 0012_site_design.sql,
     * not here, because that table's schema imports this one). Publishing swaps it in one update.
     */
    publishedVersionId: integer('published_version_id'),
    launchTime: timestamp('launch_time', { withTimezone: true }),
    /** Suspended by platform staff, and why: its pages answer a notice (403) until resumed. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** The end of the term paid for (sites/terms/): launch + the package's months, extended by renewals. */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** active | grace | suspended | released (sites/terms/transition.ts, the only writer). */
    termState: text('term_state').$type<TermState>().notNull().default('active'),
    termChangedAt: timestamp('term_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sites_order_slot_idx').on(t.orderId, t.slotNo),
    check('sites_slot_no_check', sql`${t.slotNo} >= 1`),
    uniqueIndex('sites_slug_idx').on(t.slug),
    index('sites_user_idx').on(t.userId, t.createdAt.desc()),
    index('sites_term_idx').on(t.paidUntil).where(sql`${t.paidUntil} IS NOT NULL AND ${t.termState} <> 'released'`),
    check('sites_term_state_check', sql`${t.termState} in ('active', 'grace', 'suspended', 'released')`),
  ],
);

export type TermState = 'active' | 'grace' | 'suspended' | 'released';

/** Operations-console sessions: their own tokens (hash only), per site. */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ops_sessions_token_idx').on(t.tokenHash)],
);

/** What a site's link token opens: its console once (sign-in), or its draft until it expires (preview). */
export const SITE_LINK_PURPOSES = ['signin', 'preview'] as const;
export type SiteLinkPurpose = (typeof SITE_LINK_PURPOSES)[number];

/**
 * Links to a site that travel in a URL (sites/siteLinkTokens.ts): hash only, bound to one
 * site and one purpose, short-lived.
 */
export const siteLinkTokens = pgTable(
  'site_link_tokens',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<SiteLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('site_link_tokens_token_idx').on(t.tokenHash),
    index('site_link_tokens_expiry_idx').on(t.expiresAt),
    check('site_link_tokens_purpose_check', sql`${t.purpose} in ('signin', 'preview')`),
  ],
);

/**
 * Durable background work (provisioning), claimed with `FOR UPDATE SKIP LOCKED` so any
 * number of processes can run it; `dedupe_key` makes an enqueue idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker holding the lease (stable across restarts of one process slot, see worker/worker.ts). */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Claimed in this order before run_at: 0 for what a person waits on, 1 for what may follow (jobs/priority.ts). */
    priority: smallint('priority').notNull().default(0),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt),
    index('jobs_claim_idx').on(t.priority, t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
