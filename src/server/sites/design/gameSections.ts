import type { SiteDocument, SiteFacts } from '../../../shared/siteDesign/document.ts';
import {
  type GameList,
  gameCategoryOf,
  gameQueryOf,
  isGameSection,
  type SiteGame,
} from '../../../shared/siteDesign/games.ts';
import { GAME_MARKETS } from '../../../shared/schemas/games.ts';
import type { Db } from '../../db/client.ts';
import type { sites } from '../../db/schema/index.ts';
import { type GameTile, idsInSnapshot, searchSnapshot } from '../../games/catalogue.ts';
import { type Snapshot, snapshot } from '../../games/snapshot.ts';
import { factsOf, type siteFactsOf, siteIso } from './facts.ts';
import { kindOf, type SectionType } from '../../../shared/siteDesign/sections/index.ts';

/**
 * The game sections' games (issue 31), for the publish, the draft preview and the editor's
 * preview alike: each section of a document resolved to its tiles in the site's market
 * (games.ts `gameQueryOf` says what a section asks for; the catalogue leaves out withdrawn
 * games and games not allowed in the market). The result goes into the render context
 * (`ctx.games`), so the static pages hold real tiles and a game gone from the catalogue is
 * gone from the site at its next publish.
 */

type Site = Pick<typeof sites.$inferSelect, 'countriesId'>;
type SectionLike = { id: string; type: string; props: Record<string, unknown> };

/** The market of a site's games, from its country's code (`siteIso`): null when games are not offered there. */
export function gameMarketOf(iso: string | null): string | null {
  const market = iso?.toUpperCase();
  return market && (GAME_MARKETS as readonly string[]).includes(market) ? market : null;
}

/** The market a site's games come from (ISO 3166-1), or null: the global station has no market, so no games. */
export async function siteMarket(db: Db, site: Site): Promise<string | null> {
  return gameMarketOf(await siteIso(db, site));
}

/** What a tile shows of a catalogue game. */
export const siteGameOf = (g: GameTile): SiteGame => ({
  id: g.id,
  slug: g.slug,
  title: g.title,
  provider: g.provider.name,
  thumb: g.thumb,
});

const EMPTY: GameList = { items: [], total: 0 };

/** One section's games in `market`, from the catalogue's snapshot. */
function resolveSection(snap: Snapshot, section: SectionLike, market: string): GameList {
  const p = section.props;
  if (section.type === 'gameLobby') {
    const category = typeof p['category'] === 'string' && p['category'] ? gameCategoryOf(p['category']) : undefined;
    const pageSize = typeof p['pageSize'] === 'number' ? p['pageSize'] : 24;
    const found = searchSnapshot(snap, { market, category, sort: 'popular', page: 1, pageSize });
    return {
      items: found.items.map(siteGameOf),
      total: found.total,
      page: 1,
      pageSize: found.pageSize,
      category: category ?? '',
    };
  }
  const query = gameQueryOf(p as Parameters<typeof gameQueryOf>[0]);
  if (query.kind === 'none') return EMPTY;
  if (query.kind === 'ids') {
    const items = idsInSnapshot(snap, query.ids, market).slice(0, query.limit).map(siteGameOf);
    return { items, total: items.length };
  }
  const found = searchSnapshot(snap, {
    market,
    category: query.category,
    provider: query.provider,
    sort: query.sort,
    page: 1,
    pageSize: query.limit,
  });
  return { items: found.items.map(siteGameOf), total: found.total };
}

/**
 * Lists already resolved, per catalogue snapshot (a new version is a new snapshot, and its lists
 * are found again): the sites of one template ask the same few queries, and a burst of 200
 * provisioned sites scanned the 12,000 games for each of them. Bounded, for the editor's
 * previews ask whatever a merchant types.
 */
const resolved = new WeakMap<Snapshot, Map<string, GameList>>();
const RESOLVED_MAX = 1_000;

/** Every game section of `sections` resolved, by section id; the same query is asked once. */
export async function resolveSections(
  db: Db,
  sections: readonly SectionLike[],
  market: string | null,
): Promise<Record<string, GameList>> {
  const out: Record<string, GameList> = {};
  const games = sections.filter((s) => isGameSection(s.type));
  if (!games.length) return out;
  if (!market) {
    for (const section of games) out[section.id] = EMPTY;
    return out;
  }
  // One look at the catalogue's version for the whole document.
  const snap = await snapshot(db);
  let asked = resolved.get(snap);
  if (!asked || asked.size > RESOLVED_MAX) {
    asked = new Map<string, GameList>();
    resolved.set(snap, asked);
  }
  for (const section of games) {
    const key = JSON.stringify([
      market,
      section.type,
      section.props['source'],
      section.props['category'],
      section.props['provider'],
      section.props['games'],
      section.props['tiles'],
      section.props['pageSize'],
    ]);
    let list = asked.get(key);
    if (!list) {
      list = resolveSection(snap, section, market);
      asked.set(key, list);
    }
    out[section.id] = list;
  }
  return out;
}

/**
 * The editor's preview: the sections it sends (the page being edited, as typed), each checked
 * against its kind's props as a save would be (one that is not is shown without games).
 */
export async function previewGames(db: Db, site: Site, sections: readonly SectionLike[]) {
  const market = await siteMarket(db, site);
  const valid = sections.filter(
    (s) => isGameSection(s.type) && kindOf(s.type as SectionType).props.safeParse(s.props).success,
  );
  return { market, games: await resolveSections(db, valid, market) };
}

/** What publishing renders with: the site's facts and its game sections' games (`ctx.games`); one read of its market. */
export async function siteFactsWithGames(
  db: Db,
  site: Parameters<typeof siteFactsOf>[1],
  doc: SiteDocument,
): Promise<SiteFacts> {
  const iso = await siteIso(db, site);
  const games = await resolveSections(
    db,
    doc.pages.flatMap((p) => p.sections),
    gameMarketOf(iso),
  );
  return { ...factsOf(site, iso), games };
}
