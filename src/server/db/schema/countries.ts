import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Markets a merchant can open a station in. Names are per locale code. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  currencyCode: text('currency_code').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  templateId: integer('template_id'),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
