import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import { sites } from './sites.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * The document an operator is editing (one per site). `version` grows by one on every save;
 * a save names the version it started from, so a stale tab's save changes nothing (409).
 */
export const siteDrafts = pgTable(
  'site_drafts',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    doc: jsonb('doc').$type<SiteDocument>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('site_drafts_version_check', sql`${t.version} >= 1`)],
);

/** Version states: `pending` while its publish job has not rendered it, `ready` once its files exist. */
export const VERSION_STATES = ['pending', 'ready', 'failed'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

/**
 * Every publish (and rollback) of a site: numbered 1, 2, … per site, with who and when. The
 * document is kept, so a rollback publishes it again; `rollback_of` is the number it restores.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    doc: jsonb('doc').$type<SiteDocument>().notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    rollbackOf: integer('rollback_of'),
    state: text('state').$type<VersionState>().notNull().default('pending'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('site_versions_site_number_idx').on(t.siteId, t.number),
    check('site_versions_number_check', sql`${t.number} >= 1`),
    check('site_versions_state_check', sql`${t.state} in ('pending', 'ready', 'failed')`),
  ],
);

/** A version's rendered pages (`en/index.html`): written once, never changed. */
export const siteFiles = pgTable(
  'site_files',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => siteVersions.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.path] })],
);

/** Uploaded images, re-encoded to WebP, named by the SHA-256 of their bytes (hex). */
export const siteAssets = pgTable(
  'site_assets',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.hash] }),
    check('site_assets_hash_check', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);
