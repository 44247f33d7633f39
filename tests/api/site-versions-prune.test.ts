import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, sites, siteVersions } from '../../src/server/db/schema/index.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { pruneJob } from '../../src/server/jobs/keys.ts';
import { enqueueAgain } from '../../src/server/jobs/queue.ts';
import { KEEP_VERSIONS, pruneVersions } from '../../src/server/sites/design/prune.ts';
import { clock, get, ORIGIN, startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, newDesigner, publishNow, saveMarked } from '../support/designApi.ts';
import { queryRows } from '../support/testApp.ts';

// Pruning (issue 17): a site keeps the version it serves, its newest KEEP_VERSIONS and any
// still being published; older versions go with their files, in a job armed by every publish.

startConsoleApp();

const versionsOf = async (siteId: number) =>
  (await t.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(siteVersions.number)).map(
    (v) => ({ id: v.id, number: v.number, state: v.state }),
  );
const numbersOf = async (siteId: number) => (await versionsOf(siteId)).map((v) => v.number);
/** Versions that have files, by number (a pruned version leaves none behind). */
async function versionsWithFiles(siteId: number): Promise<number[]> {
  const rows = await queryRows(t.db)(
    `select distinct v.number from site_files f join site_versions v on v.id = f.version_id
     where v.site_id = ${Number(siteId)} order by v.number`,
  );
  return rows.map((r) => Number(r['number']));
}
const orphanFiles = async () =>
  Number(
    (
      await queryRows(t.db)(
        'select count(*) as n from site_files f where not exists (select 1 from site_versions v where v.id = f.version_id)',
      )
    )[0]!['n'],
  );
const pruneRow = async (siteId: number) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, pruneJob(siteId).dedupeKey))
  )[0];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `n` publishes, each marked `<tag> <i>`; the number of the last. */
async function publishMany(d: Designer, n: number, tag: string): Promise<number> {
  let last = 0;
  for (let i = 1; i <= n; i++) {
    await saveMarked(d, `${tag} ${i}`);
    last = await publishNow(d);
  }
  return last;
}

describe('pruning old versions', () => {
  it('keeps the live version, the newest ones and those being published; deletes the rest with their files', async () => {
    const d = await newDesigner();
    const siteId = d.site.site.id;
    const last = await publishMany(d, KEEP_VERSIONS + 4, 'Keep');
    // Every publish armed the site's one prune job again: the newest KEEP_VERSIONS are left.
    expect(await numbersOf(siteId)).toEqual(range(last - KEEP_VERSIONS + 1, last));
    expect(await versionsWithFiles(siteId)).toEqual(range(last - KEEP_VERSIONS + 1, last));
    expect(await orphanFiles()).toBe(0);
    expect((await pruneRow(siteId))!.doneAt).not.toBeNull();
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain(`Keep ${KEEP_VERSIONS + 4} en`);
    const listed = (await d.get('/versions')).json.data.versions as { number: number }[];
    expect(listed.map((v) => v.number)).toEqual(range(last - KEEP_VERSIONS + 1, last).reverse());

    // The site serves an old version (its newer publishes failed) and one publish is still
    // pending: both stay, however old, beside the newest KEEP_VERSIONS.
    const versions = await versionsOf(siteId);
    const live = versions[0]!;
    await t.db.update(sites).set({ publishedVersionId: live.id }).where(eq(sites.id, siteId));
    await t.db.update(siteVersions).set({ state: 'pending' }).where(eq(siteVersions.id, versions[1]!.id));
    await t.db
      .update(siteVersions)
      .set({ state: 'failed' })
      .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.number, last)));
    await saveMarked(d, 'Later');
    const later = (await d.send('POST', '/publish')).json.data.number as number;
    await saveMarked(d, 'Latest');
    const latest = (await d.send('POST', '/publish')).json.data.number as number;
    // Two more published, not yet rendered; pruning now deletes nothing: the old live one and
    // the old pending one stay beside the newest KEEP_VERSIONS (of which the two new pending ones).
    expect(await pruneVersions(t.db, siteId)).toBe(0);
    expect(await numbersOf(siteId)).toEqual([
      live.number,
      versions[1]!.number,
      ...range(latest - KEEP_VERSIONS + 1, latest),
    ]);
    await t.jobs.drain();
    // Both rendered: the newest is served, and the job pruned the old live one and the other pending one.
    expect(later).toBe(latest - 1);
    expect(await numbersOf(siteId)).toEqual([versions[1]!.number, ...range(latest - KEEP_VERSIONS + 1, latest)]);
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Latest en');
    expect(await orphanFiles()).toBe(0);
  }, 120_000);

  it('changes nothing when its job runs a second time (its runs counted)', async () => {
    const d = await newDesigner();
    const siteId = d.site.site.id;
    await publishMany(d, KEEP_VERSIONS + 2, 'Twice');
    const kept = await numbersOf(siteId);
    const files = await versionsWithFiles(siteId);
    const first = (await pruneRow(siteId))!;
    expect(first.attempts).toBe(1);
    // As if the process died before marking it done: claimed and run again.
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: new Date(0) })
      .where(eq(jobs.id, first.id));
    await t.jobs.drain();
    const again = (await pruneRow(siteId))!;
    expect(again.attempts).toBe(2);
    expect(again.doneAt).not.toBeNull();
    expect(await numbersOf(siteId)).toEqual(kept);
    expect(await versionsWithFiles(siteId)).toEqual(files);
    // Asked for again while nothing was published: one more run, nothing deleted, one row.
    await enqueueAgain(t.db, { ...pruneJob(siteId), now: clock });
    await enqueueAgain(t.db, { ...pruneJob(siteId), now: clock });
    await t.jobs.drain();
    const rows = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, pruneJob(siteId).dedupeKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(1);
    expect(await numbersOf(siteId)).toEqual(kept);
  }, 120_000);

  it('a rollback racing the pruning of its version either publishes it whole or is refused with a clear 409', async () => {
    const d = await newDesigner();
    const siteId = d.site.site.id;
    // Pruning is held back until the race: the versions pile up first.
    const last = await publishMany(d, 4, 'Race');
    // The first of the four (version 1 is the starting document provisioning published).
    const oldest = last - 3;
    expect(await numbersOf(siteId)).toContain(oldest);
    // Not yet pruned (under KEEP_VERSIONS): the rollback wins, then pruning (keep 1) runs.
    const won = await d.send('POST', '/rollback', { versionNumber: oldest + 1 });
    expect(won.status).toBe(200);
    await pruneVersions(t.db, siteId, 1);
    await t.jobs.drain();
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Race 2 en');
    // Pruned first: the rollback is refused in the operator's language and changes nothing.
    const before = await numbersOf(siteId);
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.call('POST', `${d.site.console}/api/design/rollback`, {
        lang,
        body: { versionNumber: oldest + 2 },
        headers: { cookie: d.cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
      expect(res.status).toBe(409);
      expect(res.json.msg).toBe(serverT(lang)('design.api.versionPruned', { number: oldest + 2 }));
    }
    expect(await numbersOf(siteId)).toEqual(before);
    // Side by side, many times over: each rollback either published its version whole or
    // was refused; the site always answers with whole pages, never a missing file.
    for (let round = 0; round < 6; round++) {
      const top = await publishMany(d, 2, `Round ${round}`);
      const target = top - 1;
      const [res] = await Promise.all([
        d.send('POST', '/rollback', { versionNumber: target }),
        pruneVersions(t.db, siteId, 1),
      ]);
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) expect(res.json.msg).toBe(serverT('en')('design.api.versionPruned', { number: target }));
      await t.jobs.drain();
      const page = await get(`/s/${d.site.slug}/en/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(res.status === 200 ? `Round ${round} 1 en` : `Round ${round} 2 en`);
      expect(await orphanFiles()).toBe(0);
    }
    expect(last).toBeGreaterThan(0);
  }, 120_000);
});
