import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * Operators' own domains (domains/domains.ts). `host` is lower-case ASCII (punycode), no
 * trailing dot. `status`: pending (waiting for its DNS records; `reason` says what the last
 * check found) | verified | lapsed (was verified, then failed DOMAIN_LAPSE_AFTER re-checks in
 * a row: no longer served until a check passes) | failed (another site verified the host
 * first: it can only be removed). Several sites may claim a host while pending; at most one holds it verified
 * (the partial unique index), so the first to prove ownership wins.
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    /** The value of the TXT record `_unicorn-verify.<host>` that proves the claim. */
    token: text('token').notNull(),
    status: text('status').notNull().default('pending'),
    /** Why the last check did not verify: a code of domains/check.ts (shown translated). */
    reason: text('reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Re-checks of a verified domain that failed in a row (jobs/domainRecheck.ts); 0 after one passes. */
    failedChecks: integer('failed_checks').notNull().default(0),
    /** When the domain stopped being served because its DNS no longer points here. */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('site_domains_site_host_idx').on(t.siteId, t.host),
    uniqueIndex('site_domains_verified_host_idx').on(t.host).where(sql`${t.status} = 'verified'`),
    index('site_domains_host_idx').on(t.host),
    index('site_domains_recheck_idx').on(t.checkedAt).where(sql`${t.status} = 'verified'`),
    check('site_domains_status_check', sql`${t.status} in ('pending', 'verified', 'lapsed', 'failed')`),
  ],
);
