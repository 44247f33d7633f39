import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import type { Db } from '../../db/client.ts';
import { jobs, sites, siteVersions } from '../../db/schema/index.ts';
import { PUBLISH_PREFIX } from '../../jobs/keys.ts';
import { type Draft, replaceDraft, type SiteRow } from './drafts.ts';

/**
 * A site's published versions as the editor's Versions dialog sees them: the list, and one
 * version's document (rollback, open into the draft); its stored pages: serve.ts.
 */

type VersionRow = typeof siteVersions.$inferSelect;

/** The document of version `number` of the site, or why it is not there (404, or 409 when pruned). */
export async function versionDoc(db: Db, siteId: number, number: number): Promise<SiteDocument> {
  const [earlier] = await db
    .select({ doc: siteVersions.doc })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, number)));
  if (!earlier) throw await missingVersion(db, siteId, number);
  return earlier.doc;
}

/**
 * Why a version is not there: numbers are never reused, so a number below the site's newest
 * was there once and pruning (prune.ts) deleted it: 409, choose a newer one.
 */
async function missingVersion(db: Db, siteId: number, number: number): Promise<AppError> {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${siteVersions.number}), 0)` })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId));
  return number >= 1 && number < Number(last?.n ?? 0)
    ? new AppError('conflict', { key: 'design.api.versionPruned', vars: { number } })
    : new AppError('not_found', { key: 'design.api.versionUnknown' });
}

/**
 * Open a version in the editor: the draft becomes its document (a save like any other, so a
 * draft another tab saved since is answered StaleDraft). The live site does not change.
 */
export async function openVersion(
  db: Db,
  site: SiteRow,
  input: { version: number; versionNumber: number },
  now: Date,
): Promise<Draft> {
  return replaceDraft(db, site, input.version, await versionDoc(db, site.id, input.versionNumber), now);
}

export interface VersionSummary {
  number: number;
  publishedBy: string;
  publishedAt: string;
  rollbackOf: number | null;
  state: 'pending' | 'ready' | 'failed';
  /** Publish attempts so far (a pending version whose job keeps failing shows it). */
  attempts: number;
  current: boolean;
}

/** The newest versions first, which one visitors see, and each publish job's progress. */
export async function listVersions(db: Db, site: SiteRow, limit = 50) {
  const [now] = await db
    .select({ v: sites.publishedVersionId, number: siteVersions.number })
    .from(sites)
    .leftJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(eq(sites.id, site.id));
  const rows = await db
    .select({
      id: siteVersions.id,
      number: siteVersions.number,
      publishedBy: siteVersions.publishedBy,
      publishedAt: siteVersions.publishedAt,
      rollbackOf: siteVersions.rollbackOf,
      state: siteVersions.state,
      attempts: sql<number>`coalesce(${jobs.attempts}, 0)`,
    })
    .from(siteVersions)
    .leftJoin(jobs, eq(jobs.dedupeKey, sql`${PUBLISH_PREFIX}::text || ${siteVersions.id}`))
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number))
    .limit(limit);
  const versions: VersionSummary[] = rows.map((r) => ({
    number: r.number,
    publishedBy: r.publishedBy,
    publishedAt: r.publishedAt.toISOString(),
    rollbackOf: r.rollbackOf,
    state: r.state,
    attempts: Number(r.attempts),
    current: r.id === now?.v,
  }));
  return { published: now?.number ?? null, versions };
}

export const summaryOf = (v: VersionRow): VersionSummary => ({
  number: v.number,
  publishedBy: v.publishedBy,
  publishedAt: v.publishedAt.toISOString(),
  rollbackOf: v.rollbackOf,
  state: v.state,
  attempts: 0,
  current: false,
});
