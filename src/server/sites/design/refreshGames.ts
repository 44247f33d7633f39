import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites, siteVersions } from '../../db/schema/index.ts';
import { republishLive } from './publish.ts';

/** Who the versions of a refresh are by, in the versions list. */
export const CATALOGUE_ACTOR = 'catalogue';

/** A published document with a game section (a row, a grid or the lobby): its pages show games. */
const SHOWS_GAMES = sql`jsonb_path_exists(${siteVersions.doc}, '$.pages[*].sections[*] ? (@.type == "lobbyRow" || @.type == "gameLobby")')`;

/**
 * The job after an import that withdrew games (jobs/keys.ts `gameSitesRefreshJob`): every live
 * site whose published pages show games is published again from the same document, so no page
 * keeps a tile of, or a link to, a game the aggregator withdrew. Idempotent (republishLive: a
 * site published since the import is left alone). Answers how many sites it published.
 */
export async function refreshGameSites(db: Db, since: Date, now: Date): Promise<number> {
  const shown = await db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(and(eq(sites.status, 'live'), isNotNull(sites.publishedVersionId), SHOWS_GAMES));
  let published = 0;
  for (const { id } of shown) {
    if (await republishLive(db, id, now, { by: CATALOGUE_ACTOR, since })) published++;
  }
  return published;
}
