import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { DesignParams } from '../../../shared/templateArt.ts';

/** Localized text: one value per locale code of the registry. */
export type Localized = Record<string, string>;

/**
 * Packages a merchant can buy, per market (`countries_id`) or for the global station (GLOBAL_STATION).
 * Prices are integer minor units; the API turns them into "999.00" strings.
 */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    countriesId: integer('countries_id').notNull(),
    tier: text('tier').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    features: jsonb('features').$type<Record<string, string[]>>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    sites: smallint('sites').notNull(),
    durationMonths: smallint('duration_months').notNull(),
    sort: smallint('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('packages_countries_idx').on(t.countriesId, t.sort)],
);

/** Market facts shown on the Introduction screen (`introduce-list`). */
export const introTexts = pgTable(
  'intro_texts',
  {
    id: integer('id').primaryKey(),
    countriesId: integer('countries_id').notNull(),
    kind: text('kind').notNull(),
    titles: jsonb('titles').$type<Localized>().notNull(),
    contents: jsonb('contents').$type<Localized>().notNull(),
    img: text('img'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('intro_texts_countries_idx').on(t.countriesId, t.sort)],
);

/** Template categories, one set per market (and the global station, GLOBAL_STATION). */
export const templateCategories = pgTable(
  'template_categories',
  {
    id: integer('id').primaryKey(),
    countriesId: integer('countries_id').notNull(),
    kind: text('kind').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('template_categories_countries_idx').on(t.countriesId, t.sort)],
);

/**
 * Site templates. `countries_id` repeats the category's market so the gallery's
 * queries use one index; `search` holds the lower-cased name per locale (lower-cased
 * here, not by the database, whose lower() may only know ASCII). Tags are slugs.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey(),
    countriesId: integer('countries_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => templateCategories.id),
    names: jsonb('names').$type<Localized>().notNull(),
    search: jsonb('search').$type<Localized>().notNull(),
    tags: text('tags').array().notNull(),
    design: jsonb('design').$type<DesignParams>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_market_recent_idx').on(t.countriesId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('templates_category_recent_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
  ],
);

/** The six colour-scheme presets (dark base `color1`, accents `color2`, `color3`). */
export const colorSchemes = pgTable('color_schemes', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<Localized>().notNull(),
  color1: text('color1').notNull(),
  color2: text('color2').notNull(),
  color3: text('color3').notNull(),
  sort: smallint('sort').notNull().default(0),
});
