import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameProviders, games, settings } from '../db/schema/index.ts';
import type { GameCategory } from '../../shared/gameCategories.ts';
import { GAME_MARKETS, type GameTile } from '../../shared/schemas/games.ts';
import type { Volatility } from './aggregator.ts';

/**
 * The live games as this process searches them, read once per catalogue version. On PGlite a
 * search in SQL cost 25–65 ms (a count over 12,000 rows with their market arrays, a deep page
 * in title order); over this snapshot one costs well under a millisecond. Each call asks the
 * catalogue version (one row by its key, moved by any change to games or studios: migration
 * 0031's triggers), so a search never answers from a catalogue older than the call.
 */
export interface Snapshot {
  version: string;
  /** In order of popularity (then id); `az` and `fresh` hold indexes into it. */
  tiles: GameTile[];
  lowerTitles: string[];
  /** Bit i: allowed in GAME_MARKETS[i]. */
  marketBits: Int32Array;
  providerSlugs: string[];
  az: Int32Array;
  fresh: Int32Array;
  byId: Map<string, number>;
  providers: { id: string; slug: string; name: string }[];
}

export const marketBit = (market: string): number => {
  const i = (GAME_MARKETS as readonly string[]).indexOf(market.toUpperCase());
  return i === -1 ? 0 : 1 << i;
};

const thumbPath = (id: string, hash: string) => `/api/games/${encodeURIComponent(id)}/thumb.svg?v=${hash.slice(0, 10)}`;

const kept = new WeakMap<Db, { snapshot: Snapshot | null; loading: Promise<Snapshot> | null }>();

/** The snapshot of the catalogue as it is now (read again only when its version moved). */
export async function snapshot(db: Db): Promise<Snapshot> {
  let state = kept.get(db);
  if (!state) {
    state = { snapshot: null, loading: null };
    kept.set(db, state);
  }
  const [row] = await db.select({ v: settings.value }).from(settings).where(eq(settings.key, 'catalog.version'));
  const version = row?.v ?? '0';
  if (state.snapshot?.version === version) return state.snapshot;
  const s = state;
  s.loading ??= load(db, version).finally(() => {
    s.loading = null;
  });
  const loaded = await s.loading;
  // A load begun for an older version answers this call, and the next one loads again.
  if (loaded.version === version) s.snapshot = loaded;
  return loaded;
}

async function load(db: Db, version: string): Promise<Snapshot> {
  const rows = await db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      providerId: games.providerId,
      providerName: gameProviders.name,
      providerSlug: gameProviders.slug,
      category: games.category,
      demo: games.demo,
      mobile: games.mobile,
      rtpBp: games.rtpBp,
      volatility: games.volatility,
      releasedAt: games.releasedAt,
      popularity: games.popularity,
      hash: games.contentHash,
      markets: games.markets,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(isNull(games.withdrawnAt))
    .orderBy(desc(games.popularity), asc(games.id));
  const tiles: GameTile[] = rows.map((r) => ({
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
  }));
  const lowerTitles = rows.map((r) => r.title.toLowerCase());
  const marketBits = Int32Array.from(rows, (r) => r.markets.reduce((bits, m) => bits | marketBit(m), 0));
  const order = (cmp: (a: number, b: number) => number) => Int32Array.from(rows.keys()).sort(cmp);
  const az = order((a, b) => (lowerTitles[a]! < lowerTitles[b]! ? -1 : lowerTitles[a]! > lowerTitles[b]! ? 1 : a - b));
  const time = rows.map((r) => r.releasedAt.getTime());
  const fresh = order((a, b) => time[b]! - time[a]! || (rows[a]!.id < rows[b]!.id ? -1 : 1));
  const providers = await db
    .select({ id: gameProviders.id, slug: gameProviders.slug, name: gameProviders.name })
    .from(gameProviders)
    .orderBy(asc(sql`lower(${gameProviders.name})`), asc(gameProviders.id));
  return {
    version,
    tiles,
    lowerTitles,
    marketBits,
    providerSlugs: rows.map((r) => r.providerSlug),
    az,
    fresh,
    byId: new Map(rows.map((r, i) => [r.id, i])),
    providers,
  };
}

export { thumbPath };
