import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { publishFirstVersion } from './publish.ts';

/** Sites per query; each is published in its own transaction. */
const BATCH = 50;

/**
 * The one-time migration job (jobs/keys.ts firstVersionsJob): live sites made before the designer
 * get their starting document published, so serving a page only ever reads. Run twice, or after
 * a crash half-way, it publishes only what is still missing: publishFirstVersion checks under the
 * site's lock. Returns how many sites it published.
 */
export async function publishMissingFirstVersions(db: Db, now: Date): Promise<number> {
  let published = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(sites)
      .where(and(eq(sites.status, 'live'), isNull(sites.publishedVersionId), gt(sites.id, after)))
      .orderBy(sites.id)
      .limit(BATCH);
    if (!batch.length) return published;
    // Past each site whatever happens to it: one that cannot be published is not retried forever here.
    for (const site of batch) {
      after = site.id;
      await publishFirstVersion(db, site, now);
      published++;
    }
  }
}
