import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * A site's player links (migration 0033): the operator's own sign-up, log-in and cashier
 * addresses and a "play for real" pattern with `{game}`, set in the console's Player links
 * screen (sites/games/playerLinks.ts keeps the rules). Null: not set.
 */
export const sitePlayerLinks = pgTable('site_player_links', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  signupUrl: text('signup_url'),
  loginUrl: text('login_url'),
  depositUrl: text('deposit_url'),
  playUrl: text('play_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
