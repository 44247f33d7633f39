import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameProviders, games } from '../db/schema/index.ts';
import { type GameCategory, gameCategories } from '../../shared/gameCatalogueCategories.ts';
import { GAME_PAGE_MAX, type GameDetail, type GameProvider, type GameTile } from '../../shared/schemas/games.ts';
import type { Volatility } from './aggregator.ts';
import { marketBit, type Snapshot, snapshot, thumbPath } from './snapshot.ts';

export type { GameDetail, GameProvider, GameTile };
export { thumbPath as gameThumbPath };

/** A search of one market's live games (`searchGames`). */
export interface GameSearch {
  /** ISO 3166-1 alpha-2 of the site's market: only games allowed there are found. */
  market: string;
  /** Words of the title (any case); one or two letters match the start of a word. */
  q?: string | undefined;
  category?: GameCategory | string | undefined;
  /** A studio's id or slug. */
  provider?: string | undefined;
  sort?: 'popular' | 'new' | 'az' | undefined;
  page?: number | undefined;
  /** At most 60 (GAME_PAGE_MAX). */
  pageSize?: number | undefined;
}

export interface GameSearchResult {
  items: GameTile[];
  total: number;
  page: number;
  pageSize: number;
}

/** What `gameBySlug` finds: the game, or why a page of it must not be shown. */
export type GameBySlug = GameDetail | { state: 'withdrawn'; slug: string } | { state: 'not_in_market'; slug: string };

const tileColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  providerId: games.providerId,
  providerName: gameProviders.name,
  category: games.category,
  demo: games.demo,
  mobile: games.mobile,
  rtpBp: games.rtpBp,
  volatility: games.volatility,
  releasedAt: games.releasedAt,
  popularity: games.popularity,
  hash: games.contentHash,
};

export const gameScreenshotPath = (id: string, hash: string, n: number) =>
  `/api/games/art/${encodeURIComponent(id)}/screenshot.svg?n=${n}&v=${hash.slice(0, 10)}`;

/** A title matches when it holds every word of `q` (three letters and more: anywhere; fewer: at a word's start). */
function titleMatcher(q: string | undefined): ((title: string) => boolean) | null {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return null;
  return (title) =>
    words.every((w) => (w.length >= 3 ? title.includes(w) : title.startsWith(w) || title.includes(` ${w}`)));
}

/** One page of a market's live games, found by title, category and studio, in one of three orders. */
export const searchGames = async (db: Db, s: GameSearch): Promise<GameSearchResult> =>
  searchSnapshot(await snapshot(db), s);

/**
 * `searchGames` over a snapshot the caller holds: a publish resolving a document's game sections
 * asks the catalogue's version once, not once per section (each a round trip to the database).
 */
export function searchSnapshot(snap: Snapshot, s: GameSearch): GameSearchResult {
  const page = Math.max(1, Math.floor(s.page ?? 1));
  const pageSize = Math.min(GAME_PAGE_MAX, Math.max(1, Math.floor(s.pageSize ?? 24)));
  const bit = marketBit(s.market);
  const match = titleMatcher(s.q);
  // A studio or category nobody has finds nothing (-2), an absent one filters nothing (-1).
  const provider = s.provider ? snap.providers.findIndex((p) => p.id === s.provider || p.slug === s.provider) : -1;
  const category = s.category ? (gameCategories as readonly string[]).indexOf(s.category) : -1;
  if ((s.provider && provider === -1) || (s.category && category === -1))
    return { items: [], total: 0, page, pageSize };
  const from = (page - 1) * pageSize;
  const items: GameTile[] = [];
  let total = 0;
  const order = s.sort === 'az' ? snap.az : s.sort === 'new' ? snap.fresh : null;
  const n = snap.tiles.length;
  for (let k = 0; k < n; k++) {
    const i = order ? order[k]! : k;
    if ((snap.marketBits[i]! & bit) === 0) continue;
    if (category !== -1 && snap.categoryOf[i] !== category) continue;
    if (provider !== -1 && snap.providerOf[i] !== provider) continue;
    if (match && !match(snap.lowerTitles[i]!)) continue;
    if (total >= from && items.length < pageSize) items.push(snap.tiles[i]!);
    total++;
  }
  return { items, total, page, pageSize };
}

/**
 * The games of `ids` that are live and allowed in `market`, in the order asked (a hand-picked
 * row keeps its order); withdrawn, unknown and other markets' games are left out.
 */
export function idsInSnapshot(snap: Snapshot, ids: readonly string[], market: string): GameTile[] {
  const bit = marketBit(market);
  return [...new Set(ids)].flatMap((id) => {
    const i = snap.byId.get(id);
    return i !== undefined && (snap.marketBits[i]! & bit) !== 0 ? [snap.tiles[i]!] : [];
  });
}

/** A game's page data in `market`; a withdrawn game or one not allowed there says so; null: no such game. */
export async function gameBySlug(db: Db, slug: string, market: string): Promise<GameBySlug | null> {
  // Slugs are made of a-z, 0-9 and dashes (slug.ts): anything else names no game.
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const [r] = await db
    .select({ ...tileColumns, facts: games.facts, markets: games.markets, withdrawnAt: games.withdrawnAt })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.slug, slug));
  if (!r) return null;
  if (r.withdrawnAt) return { state: 'withdrawn', slug };
  if (!r.markets.includes(market.toUpperCase())) return { state: 'not_in_market', slug };
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    provider: { id: r.providerId, name: r.providerName },
    category: r.category as GameCategory,
    thumb: thumbPath(r.id, r.hash),
    demo: r.demo,
    mobile: r.mobile,
    rtpBp: r.rtpBp,
    volatility: r.volatility as Volatility,
    releasedAt: r.releasedAt.toISOString().slice(0, 10),
    popularity: r.popularity,
    state: 'live',
    screenshots: [1, 2, 3].map((n) => gameScreenshotPath(r.id, r.hash, n)),
    facts: r.facts,
    markets: r.markets,
  };
}

/** The studios with live games in `market`, by name, with how many. */
export async function listProviders(db: Db, market: string): Promise<GameProvider[]> {
  const snap = await snapshot(db);
  const bit = marketBit(market);
  const counts = new Map<string, number>();
  for (let i = 0; i < snap.tiles.length; i++) {
    if ((snap.marketBits[i]! & bit) === 0) continue;
    const id = snap.tiles[i]!.provider.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return snap.providers.flatMap((p) => {
    const n = counts.get(p.id);
    return n ? [{ ...p, games: n }] : [];
  });
}
