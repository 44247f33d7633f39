import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lockSite } from './publish.ts';

/**
 * Published versions a site keeps besides the one it serves: the newest this many by number,
 * which are the rollback targets the editor lists. Older ones go with their files.
 */
export const KEEP_VERSIONS = 20;

/**
 * Deletes a site's versions (and, by cascade, their files) that nobody can reach any more:
 * older than its newest `keep` numbers, not the version it serves, not one still being
 * published (`pending`). Runs holding the site (lockSite), as publishes and rollbacks do: a
 * rollback that reads version k either runs before (its new version has k's document) or
 * after (k is gone: a 409 `versionPruned`), never half. Running it again deletes nothing.
 * (The served version is guarded twice: `sites.published_version_id` references it, so even a
 * wrong condition here would fail the delete rather than take the live files away.)
 */
export async function pruneVersions(db: Db, siteId: number, keep = KEEP_VERSIONS): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSite(tx, siteId);
    const deleted = await tx.execute<{ id: number }>(sql`
      delete from site_versions v
      where v.site_id = ${siteId}
        and v.state <> 'pending'
        and v.id is distinct from (select s.published_version_id from sites s where s.id = ${siteId})
        and v.number <= (select max(m.number) from site_versions m where m.site_id = ${siteId}) - ${keep}
      returning v.id`);
    return rowsOf(deleted).length;
  });
}
