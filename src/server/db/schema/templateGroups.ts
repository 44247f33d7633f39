import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { templates } from './catalog.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** A template's own pictures (re-encoded WebP), by the SHA-256 of their bytes: one copy however many use it. */
export const templateImages = pgTable(
  'template_images',
  {
    hash: text('hash').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('template_images_hash_check', sql`${t.hash} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * A template added in the staff console or by a pack (migration 0027): its key, its pictures and
 * the version an edit names. Its fields live on its `templates` rows, one per market.
 */
export const templateGroups = pgTable('template_groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  thumb: text('thumb').references(() => templateImages.hash),
  preview: text('preview').references(() => templateImages.hash),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The `templates` row of a group in one market. */
export const templateGroupMarkets = pgTable(
  'template_group_markets',
  {
    templateId: integer('template_id')
      .primaryKey()
      .references(() => templates.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => templateGroups.id),
    countriesId: integer('countries_id').notNull(),
  },
  (t) => [unique('template_group_markets_unique').on(t.groupId, t.countriesId)],
);
