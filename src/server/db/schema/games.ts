import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What the aggregator says of a game beyond its tile (src/server/games/aggregator.ts `GameFacts`). */
export interface GameFactsRow {
  maxWinX: number;
  paylines: number | null;
  features: string[];
}

/** The game studios of the aggregator's catalogue (migration 0031), by the aggregator's id. */
export const gameProviders = pgTable('game_providers', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The aggregator's games as imported (src/server/games/import.ts). `id` is the aggregator's own,
 * so a site that picked a game by hand keeps it across imports; `slug` is given once, at the
 * first import, and never changes (a published game page keeps its address). A game the
 * aggregator no longer lists keeps its row with `withdrawn_at` set: it is never shown or linked.
 */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** Return to player in basis points (9612 = 96.12 %). */
    rtpBp: integer('rtp_bp').notNull(),
    volatility: text('volatility').$type<'low' | 'medium' | 'high'>().notNull(),
    /** ISO 3166-1 alpha-2 codes of the markets where the game may be offered. */
    markets: text('markets').array().notNull(),
    demo: boolean('demo').notNull(),
    mobile: boolean('mobile').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    popularity: integer('popularity').notNull(),
    facts: jsonb('facts').$type<GameFactsRow>().notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** SHA-1 of the aggregator's record as imported: an import compares it to find what changed. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('games_slug_idx').on(t.slug),
    index('games_provider_idx').on(t.providerId),
    check('games_volatility_check', sql`${t.volatility} in ('low', 'medium', 'high')`),
    check('games_rtp_check', sql`${t.rtpBp} between 0 and 10000`),
  ],
);

/** One import run: when, from which aggregator, and what it found. */
export const gameImports = pgTable('game_imports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  listed: integer('listed').notNull(),
  added: integer('added').notNull(),
  changed: integer('changed').notNull(),
  withdrawn: integer('withdrawn').notNull(),
  providers: integer('providers').notNull(),
});
