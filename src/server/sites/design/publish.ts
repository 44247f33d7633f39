import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import type { Db } from '../../db/client.ts';
import { siteFiles, sites, siteVersions } from '../../db/schema/index.ts';
import { enqueue, enqueueAgain } from '../../jobs/queue.ts';
import { publishJob, pruneJob } from '../../jobs/keys.ts';
import { renderSiteFiles } from './render/renderSite.ts';
import { actorOf, checkedDoc, type Draft, loadDraft, replaceDraft, type SiteRow, StaleDraft } from './drafts.ts';
import { sameDocument } from './sameDoc.ts';
import { versionDoc } from './versions.ts';
import { assertCompliant } from './compliance.ts';
import { startingDocFor } from './facts.ts';
import { siteFactsWithGames } from './gameSections.ts';

export type VersionRow = typeof siteVersions.$inferSelect;

/** Rows per insert of a version's files: 8 pages × 15 languages is 120 files of ~10–30 KB. */
const FILES_PER_INSERT = 40;

/** A strong validator of a file's bytes: the same page republished keeps its ETag. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Other publishes of the site (and its pruning, prune.ts) wait here until this transaction
 * ends: a site publishes one at a time, and a rollback reads a version pruning cannot take.
 */
export async function lockSite(tx: Db, siteId: number): Promise<void> {
  await tx.execute(sql`select id from sites where id = ${siteId} for update`);
}

/** The number of a site's newest version, 0 when it has none; read under lockSite, so two publishes never take the same next one. */
async function lastVersionNumber(tx: Db, siteId: number): Promise<number> {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${siteVersions.number}), 0)` })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId));
  return Number(last?.n ?? 0);
}

/** A new version numbered after the newest (or `number`, when the caller has just read it under the lock). */
async function addVersion(
  tx: Db,
  site: SiteRow,
  doc: SiteDocument,
  now: Date,
  opts: { by: string; rollbackOf?: number; number?: number },
): Promise<VersionRow> {
  const number = opts.number ?? (await lastVersionNumber(tx, site.id)) + 1;
  const [row] = await tx
    .insert(siteVersions)
    .values({
      siteId: site.id,
      number,
      doc,
      publishedBy: opts.by,
      publishedAt: now,
      rollbackOf: opts.rollbackOf ?? null,
      state: 'pending',
    })
    .returning();
  return row!;
}

/** What a publish asked for led to: the version (made now, or the newest, unchanged) and the draft a rollback left. */
export interface PublishOutcome {
  version: VersionRow;
  /** The draft is the newest version's document already: no version was made. */
  unchanged: boolean;
  /** After a rollback, the draft: the rolled-back version's document (else null: the draft is as it was). */
  draft: Draft | null;
}

/**
 * Publish (or, with `rollbackOf`, republish an earlier version's document): the version is
 * numbered and recorded with who and when at once, and a durable job renders and swaps it in.
 * `draftVersion`, when given (the editor always gives it), is the draft the operator sees: a
 * draft another tab saved since is answered StaleDraft (409) and nothing is published.
 * A rollback also makes the draft that version's document, so the next Publish starts from
 * what is live instead of silently putting back what was rolled back. A publish whose draft
 * is the newest version's document makes no version.
 */
export async function requestPublish(
  db: Db,
  site: SiteRow,
  now: Date,
  opts: { rollbackOf?: number | undefined; draftVersion?: number | undefined } = {},
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    const current = await loadDraft(tx, site, now);
    if (opts.draftVersion !== undefined && current.version !== opts.draftVersion) throw new StaleDraft(current);
    if (opts.rollbackOf !== undefined) {
      const earlier = await versionDoc(tx, site.id, opts.rollbackOf);
      // What goes live answers to today's rules, an old version too (compliance.ts).
      assertCompliant(site, earlier);
      const draft = await replaceDraft(tx, site, current.version, earlier, now);
      const version = await addVersion(tx, site, earlier, now, { rollbackOf: opts.rollbackOf, by: actorOf(site) });
      await enqueue(tx, { ...publishJob(version.id), now });
      return { version, unchanged: false, draft };
    }
    const doc = checkedDoc(current.doc);
    assertCompliant(site, doc);
    const [newest] = await tx
      .select()
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, site.id), sql`${siteVersions.state} <> 'failed'`))
      .orderBy(desc(siteVersions.number))
      .limit(1);
    if (newest && sameDocument(newest.doc, doc)) return { version: newest, unchanged: true, draft: null };
    const version = await addVersion(tx, site, doc, now, { by: actorOf(site) });
    await enqueue(tx, { ...publishJob(version.id), now });
    return { version, unchanged: false, draft: null };
  });
}

/**
 * Publishes the document a site serves again, as a new version `by` the platform, so that its
 * pages are rendered anew from what changed outside it (games the aggregator withdrew); the
 * operator's draft is left as it is. A site with a version made at or after `since` is left
 * alone (that one was rendered with the catalogue as it is): a caller run twice publishes once.
 */
export async function republishLive(
  db: Db,
  siteId: number,
  now: Date,
  opts: { by: string; since: Date },
): Promise<VersionRow | null> {
  return db.transaction(async (tx) => {
    await lockSite(tx, siteId);
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId));
    if (!site?.publishedVersionId) return null;
    const [newest] = await tx
      .select({ at: siteVersions.publishedAt })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.number))
      .limit(1);
    if (newest && newest.at.getTime() >= opts.since.getTime()) return null;
    const [live] = await tx
      .select({ doc: siteVersions.doc })
      .from(siteVersions)
      .where(eq(siteVersions.id, site.publishedVersionId));
    if (!live) return null;
    const version = await addVersion(tx, site, live.doc, now, { by: opts.by });
    await enqueue(tx, { ...publishJob(version.id), now });
    return version;
  });
}

/** Writes a version's files (once: a second run finds them written) and marks it ready. */
async function writeFiles(tx: Db, version: VersionRow, files: { path: string; html: string }[], now: Date) {
  for (let i = 0; i < files.length; i += FILES_PER_INSERT) {
    const rows = files
      .slice(i, i + FILES_PER_INSERT)
      .map((f) => ({ versionId: version.id, path: f.path, body: f.html, etag: etagOf(f.html) }));
    await tx.insert(siteFiles).values(rows).onConflictDoNothing();
  }
  await tx
    .update(siteVersions)
    .set({ state: 'ready', readyAt: now })
    .where(and(eq(siteVersions.id, version.id), sql`${siteVersions.state} <> 'ready'`));
}

/**
 * The swap: one conditional update of `sites.published_version_id`. Only a later version
 * replaces the one served, so of two publishes the last asked for wins whichever job ends
 * last, and a job that runs again changes nothing.
 */
async function swapIn(tx: Db, version: VersionRow, now: Date): Promise<boolean> {
  const swapped = await tx
    .update(sites)
    .set({ publishedVersionId: version.id, updatedAt: now })
    .where(
      and(
        eq(sites.id, version.siteId),
        sql`(${sites.publishedVersionId} is null or (select v.number from site_versions v where v.id = ${sites.publishedVersionId}) < ${version.number})`,
      ),
    )
    .returning({ id: sites.id });
  return swapped.length > 0;
}

/**
 * The publish job: renders every page × language of the version's document, then writes the
 * files and swaps the version in, in one transaction that holds the site (lockSite): a
 * visitor sees the old version or the new one, and two publishes run one after the other.
 */
export async function runPublish(db: Db, versionId: number, now: () => Date): Promise<'published' | 'kept'> {
  const [version] = await db.select().from(siteVersions).where(eq(siteVersions.id, versionId));
  if (!version) return 'kept';
  const [site] = await db.select().from(sites).where(eq(sites.id, version.siteId));
  if (!site) return 'kept';
  const files = renderSiteFiles(version.doc, await siteFactsWithGames(db, site, version.doc));
  return db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    // A job run again after its version was pruned (a lost lease, a crash): nothing to write.
    const [still] = await tx.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.id, version.id));
    if (!still) return 'kept';
    await writeFiles(tx, version, files, now());
    const swapped = await swapIn(tx, version, now());
    // The site's old versions go in a job of their own, after this one commits.
    await enqueueAgain(tx, { ...pruneJob(site.id), now: now() });
    return swapped ? 'published' : 'kept';
  });
}

/** A publish job's last attempt failed: the version says so (the site keeps the one it serves). */
export async function markVersionFailed(db: Db, versionId: number): Promise<void> {
  await db
    .update(siteVersions)
    .set({ state: 'failed' })
    .where(and(eq(siteVersions.id, versionId), eq(siteVersions.state, 'pending')));
}

/**
 * A site's first version, made at once (no job) from its template's starting document: at
 * provisioning, and on the first visit of a site made before the designer existed. Only a
 * site without any version gets one: once an operator has published, their job decides.
 */
export async function publishFirstVersion(db: Db, site: SiteRow, now: Date, by = actorOf(site)): Promise<void> {
  if (site.publishedVersionId) return;
  const doc = await startingDocFor(db, site);
  const files = renderSiteFiles(doc, await siteFactsWithGames(db, site, doc));
  await db.transaction(async (tx) => {
    await lockSite(tx, site.id);
    if ((await lastVersionNumber(tx, site.id)) > 0) return;
    const version = await addVersion(tx, site, doc, now, { by, number: 1 });
    await writeFiles(tx, version, files, now);
    await swapIn(tx, version, now);
  });
}
