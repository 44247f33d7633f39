import * as z from 'zod/mini';
import { gameCategories } from '../gameCatalogueCategories.ts';
import { pageParam } from './common.ts';

/** The game catalogue's queries and answers (src/server/games, docs/games.md). */

/** The markets of src/server/data/markets.ts by ISO code (a market's games are the only ones its sites show). */
export const GAME_MARKETS = [
  'VN',
  'TH',
  'ID',
  'MY',
  'PH',
  'IN',
  'BD',
  'BR',
  'MX',
  'JP',
  'KR',
  'TR',
  'NG',
  'PK',
] as const;
export const GAME_SORTS = ['popular', 'new', 'az'] as const;
export const GAME_PAGE_MAX = 60;

const market = z.string({ error: 'games.catalogue.marketRequired' }).check(
  z.trim(),
  z.toUpperCase(),
  z.refine((v) => (GAME_MARKETS as readonly string[]).includes(v), 'games.catalogue.marketInvalid'),
);
const slugLike = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'));

export const gameSearchQuery = z.object({
  market,
  q: z.optional(z.string().check(z.trim(), z.maxLength(60, 'validation.tooLong'))),
  category: z.optional(z.enum(gameCategories, { error: 'games.catalogue.categoryInvalid' })),
  provider: z.optional(slugLike(64)),
  sort: z._default(z.enum(GAME_SORTS, { error: 'games.catalogue.sortInvalid' }), 'popular'),
  page: pageParam(10_000, 1),
  pageSize: pageParam(GAME_PAGE_MAX, 24),
});
export const gameMarketQuery = z.object({ market });
export const gameDemoBody = z.object({
  market,
  lang: z.optional(z.string().check(z.maxLength(10, 'validation.tooLong'))),
  /** The site the player is on (a site's slug): the token names it, the demo's way back goes there. */
  site: z.optional(slugLike(64)),
});

const volatility = z.enum(['low', 'medium', 'high']);
export const gameProvider = z.object({ id: z.string(), slug: z.string(), name: z.string(), games: z.number() });
export const gameTile = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  category: z.enum(gameCategories),
  /** The thumbnail's path on the platform (an SVG, cached for a year: the path changes with the game). */
  thumb: z.string(),
  demo: z.boolean(),
  mobile: z.boolean(),
  rtpBp: z.number(),
  volatility,
  /** YYYY-MM-DD. */
  releasedAt: z.string(),
  popularity: z.number(),
});
export const gameDetail = z.extend(gameTile, {
  state: z.literal('live'),
  screenshots: z.array(z.string()),
  facts: z.object({ maxWinX: z.number(), paylines: z.nullable(z.number()), features: z.array(z.string()) }),
  markets: z.array(z.string()),
});
export const gamePage = z.object({
  items: z.array(gameTile),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const demoAnswer = z.object({ url: z.string(), expiresAt: z.string() });

export type GameSearchQuery = z.infer<typeof gameSearchQuery>;
export type GameTile = z.infer<typeof gameTile>;
export type GameDetail = z.infer<typeof gameDetail>;
export type GameProvider = z.infer<typeof gameProvider>;
export type GamePage = z.infer<typeof gamePage>;
