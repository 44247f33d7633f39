import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { Db } from '../db/client.ts';
import { gameProviders, games, settings } from '../db/schema/index.ts';
import { type GameCategory, gameCategories } from '../../shared/gameCatalogueCategories.ts';
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
  /** Per game, its studio's index in `providers` and its category's in `gameCategories`: filters read typed arrays, not objects. */
  providerOf: Uint16Array;
  categoryOf: Uint8Array;
  az: Int32Array;
  fresh: Int32Array;
  byId: Map<string, number>;
  providers: { id: string; slug: string; name: string }[];
}

export const marketBit = (market: string): number => {
  const i = (GAME_MARKETS as readonly string[]).indexOf(market.toUpperCase());
  return i === -1 ? 0 : 1 << i;
};

const thumbPath = (id: string, hash: string) =>
  `/api/games/art/${encodeURIComponent(id)}/thumb.svg?v=${hash.slice(0, 10)}`;

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

/** One live game as the load reads it: a JSON array, so the driver parses one value, not 12,000 rows. */
type Row = [
  id: string,
  slug: string,
  title: string,
  providerId: string,
  providerName: string,
  providerSlug: string,
  category: GameCategory,
  demo: boolean,
  mobile: boolean,
  rtpBp: number,
  volatility: Volatility,
  releasedAt: string,
  popularity: number,
  hash: string,
  markets: string,
];

// PGlite parses a row's fields one by one: 12,600 rows × 15 fields took about a second, this one value a third of it.
const LOAD = sql`select coalesce(json_agg(json_build_array(g.id, g.slug, g.title, g.provider_id, p.name, p.slug,
  g.category, g.demo, g.mobile, g.rtp_bp, g.volatility, to_char(g.released_at at time zone 'UTC', 'YYYY-MM-DD'),
  g.popularity, left(g.content_hash, 10), array_to_string(g.markets, ','))
  order by g.popularity desc, g.id)::text, '[]') as rows
  from ${games} g join ${gameProviders} p on p.id = g.provider_id where g.withdrawn_at is null`;

async function load(db: Db, version: string): Promise<Snapshot> {
  const [agg] = rowsOf<{ rows: string }>(await db.execute(LOAD));
  const rows = JSON.parse(agg?.rows ?? '[]') as Row[];
  const tiles: GameTile[] = rows.map((r) => ({
    id: r[0],
    slug: r[1],
    title: r[2],
    provider: { id: r[3], name: r[4] },
    category: r[6],
    thumb: thumbPath(r[0], r[13]),
    demo: r[7],
    mobile: r[8],
    rtpBp: r[9],
    volatility: r[10],
    releasedAt: r[11],
    popularity: r[12],
  }));
  const lowerTitles = rows.map((r) => r[2].toLowerCase());
  const marketBits = Int32Array.from(rows, (r) => r[14].split(',').reduce((bits, m) => bits | marketBit(m), 0));
  const order = (cmp: (a: number, b: number) => number) => Int32Array.from(rows.keys()).sort(cmp);
  const az = order((a, b) => (lowerTitles[a]! < lowerTitles[b]! ? -1 : lowerTitles[a]! > lowerTitles[b]! ? 1 : a - b));
  const fresh = order((a, b) => (rows[a]![11] < rows[b]![11] ? 1 : rows[a]![11] > rows[b]![11] ? -1 : a - b));
  const providers = await db
    .select({ id: gameProviders.id, slug: gameProviders.slug, name: gameProviders.name })
    .from(gameProviders)
    .orderBy(asc(sql`lower(${gameProviders.name})`), asc(gameProviders.id));
  const providerIndex = new Map(providers.map((p, i) => [p.id, i]));
  return {
    version,
    tiles,
    lowerTitles,
    marketBits,
    providerOf: Uint16Array.from(rows, (r) => providerIndex.get(r[3]) ?? 0xffff),
    categoryOf: Uint8Array.from(rows, (r) => (gameCategories as readonly string[]).indexOf(r[6]) & 0xff),
    az,
    fresh,
    byId: new Map(rows.map((r, i) => [r[0], i])),
    providers,
  };
}

export { thumbPath };
