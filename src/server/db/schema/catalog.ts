import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locales } from '../../../../i18n/locales.ts';
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
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
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
    // Text search within a market (btree_gin): trigrams of the name in each language (a new
    // language changes this index, so `drizzle-kit generate` rebuilds it), and the characters
    // of scripts where one character is a word (CJK, kana, Hangul) for needles too short for
    // trigrams. See searchCondition in catalogue/templates.ts.
    index('templates_search_idx')
      .using(
        'gin',
        t.countriesId,
        ...locales.map((l) => sql`(${t.search} ->> ${sql.raw(`'${l.code}'`)}) gin_trgm_ops`),
        sql`template_search_chars(${t.search})`,
      )
      .where(sql`${t.active}`),
    index('templates_tags_idx').using('gin', t.countriesId, t.tags).where(sql`${t.active}`),
  ],
);

/**
 * Active templates per market and category, kept by triggers on `templates` (migration
 * 0005): totals and category counts read a few rows instead of counting a market.
 */
export const templateCounts = pgTable(
  'template_counts',
  {
    countriesId: integer('countries_id').notNull(),
    categoryId: integer('category_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countriesId, t.categoryId] })],
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
