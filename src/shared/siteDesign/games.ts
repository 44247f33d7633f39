import { z } from 'zod';
import { type CategoryKind, categoryKinds } from '../gameCategories.ts';
import { type GameCategory, gameCategories } from '../gameCatalogueCategories.ts';

/**
 * What a game section shows (issue 31): the games of a category, of a provider, the newest or
 * most played, or games picked by hand; as a row or a grid. One rule, read the same by the
 * publish (server/sites/design/gameSections.ts), the editor's preview and the unit tests:
 * `gameQueryOf` turns a section's props into a catalogue query. The market is not here: it is
 * always the site's, applied by whoever runs the query.
 */

export const GAME_SOURCES = ['category', 'provider', 'new', 'popular', 'picked'] as const;
export type GameSource = (typeof GAME_SOURCES)[number];
export const GAME_LAYOUTS = ['row', 'grid'] as const;
export type GameLayout = (typeof GAME_LAYOUTS)[number];

/** Tiles a section shows, and games a hand-picked list holds. */
export const GAME_TILES = { min: 3, max: 24 } as const;
export const PICKED_MAX = 24;

/** The aggregator's game and provider ids as the catalogue keeps them. */
export const gameIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'design.error.invalid');
export const providerIdSchema = z.string().regex(/^([A-Za-z0-9_.:-]{1,64})?$/, 'design.error.invalid');

/**
 * A section's category: a template's kind (what its pages are made of) or one of the
 * aggregator's categories. Every value reads as an aggregator category (`gameCategoryOf`).
 */
export const sectionCategories = [...new Set<string>([...gameCategories, ...categoryKinds])] as (
  | CategoryKind
  | GameCategory
)[];
export type SectionCategory = CategoryKind | GameCategory;

const asGameCategory: Record<SectionCategory, GameCategory> = {
  slots: 'slots',
  live: 'live',
  table: 'table',
  arcade: 'arcade',
  fishing: 'fishing',
  lottery: 'lottery',
  sports: 'sports',
  poker: 'table',
  cards: 'table',
  bingo: 'lottery',
  esports: 'sports',
  virtual: 'sports',
  // Crypto casinos' own games are crash games (Aviator-like), which the aggregator files under arcade.
  crypto: 'arcade',
};

/** The aggregator's category a section's category means. */
export function gameCategoryOf(category: string | undefined): GameCategory {
  return asGameCategory[(category ?? 'slots') as SectionCategory] ?? 'slots';
}

/** The props every game section reads (lobbyRow.ts); absent ones are a stored section from before issue 31. */
export interface GameSectionProps {
  source?: GameSource | undefined;
  category?: string | undefined;
  provider?: string | undefined;
  games?: readonly string[] | undefined;
  tiles?: number | undefined;
}

export type GameQuery =
  | { kind: 'search'; category?: GameCategory; provider?: string; sort: 'popular' | 'new'; limit: number }
  | { kind: 'ids'; ids: string[]; limit: number }
  | { kind: 'none' };

/** How many tiles a section shows: its count, within the limits (6 when absent or odd). */
export const tileCount = (tiles: unknown): number =>
  Math.max(GAME_TILES.min, Math.min(GAME_TILES.max, Math.round(Number(tiles)) || 6));

/**
 * The catalogue query of a game section. A section stored before the game sources is a
 * category's (source absent = `category`), as its tiles always said. A provider section
 * without a provider, and a hand-picked one without games, show nothing.
 */
export function gameQueryOf(p: GameSectionProps): GameQuery {
  const limit = tileCount(p.tiles);
  switch (p.source ?? 'category') {
    case 'provider':
      return p.provider ? { kind: 'search', provider: p.provider, sort: 'popular', limit } : { kind: 'none' };
    case 'new':
      return { kind: 'search', sort: 'new', limit };
    case 'popular':
      return { kind: 'search', sort: 'popular', limit };
    case 'picked': {
      const ids = [...new Set((p.games ?? []).filter((id) => gameIdSchema.safeParse(id).success))].slice(0, PICKED_MAX);
      return ids.length ? { kind: 'ids', ids, limit: Math.max(limit, ids.length) } : { kind: 'none' };
    }
    default:
      return { kind: 'search', category: gameCategoryOf(p.category), sort: 'popular', limit };
  }
}

/** What a tile shows of a game: enough for a picture, a name, a provider and a link. */
export interface SiteGame {
  id: string;
  slug: string;
  title: string;
  provider: string;
  /** The thumbnail's address (the platform's thumbnail route). */
  thumb: string;
}

/** A section's games as resolved for a page; a lobby's also say where its list stands. */
export interface GameList {
  items: SiteGame[];
  total: number;
  /** The lobby's list: its page (1-based), what was searched and in which category. */
  page?: number;
  pageSize?: number;
  q?: string;
  category?: string;
}

/** A game's page from a page of the site: `<lang>/games/<slug>/`. */
export const gamePageHref = (langRoot: string, slug: string) => `${langRoot}games/${encodeURIComponent(slug)}/`;

/** The section types whose games are resolved at publish (and by the editor's preview). */
export const GAME_SECTION_TYPES = ['lobbyRow', 'gameLobby'] as const;
export const isGameSection = (type: string): boolean => (GAME_SECTION_TYPES as readonly string[]).includes(type);
