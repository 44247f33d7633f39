import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, sites, siteVersions } from '../../src/server/db/schema/index.ts';
import { runPublish } from '../../src/server/sites/design/publish.ts';
import { ROOT_MARK } from '../../src/server/sites/design/render/siteUrls.ts';
import { get, startConsoleApp, t } from '../support/consoleApp.ts';
import { draftOf, filesOf, newDesigner, publishNow, saveMarked } from '../support/designApi.ts';
import { queryRows } from '../support/testApp.ts';

// Publishing (issue 17): a durable job renders every page × language and swaps the version in.

startConsoleApp();

const versionsOf = async (siteId: number) =>
  t.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(siteVersions.number);

describe('publish', () => {
  it('serves every language of the new version, with hreflang between them, after its job ran', async () => {
    const d = await newDesigner();
    // Provisioned: its starting document is published (version 1).
    const before = (await get(`/s/${d.site.slug}/vi/`)).text;
    expect((await d.get('/versions')).json.data.versions).toMatchObject([{ number: 1, state: 'ready', current: true }]);
    await saveMarked(d, 'Launch');
    const res = await d.send('POST', '/publish');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ number: 2, state: 'pending', publishedBy: d.site.account, current: false });
    // Not yet rendered: visitors still get the version they had.
    expect((await get(`/s/${d.site.slug}/vi/`)).text).toBe(before);
    await t.jobs.drain();
    // A visitor whose language the site does not offer goes to its first (published-seo.test.ts: the pick).
    const root = await get(`/s/${d.site.slug}/`, undefined, 'fr');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`/s/${d.site.slug}/vi/`);
    for (const lang of ['vi', 'en']) {
      const page = await get(`/s/${d.site.slug}/${lang}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(page.text).toContain(`Launch ${lang}`);
      for (const other of ['vi', 'en']) expect(page.text).toMatch(new RegExp(`hreflang="${other}"`));
    }
    const missing = await get(`/s/${d.site.slug}/ja/`);
    expect(missing.status).toBe(404);
    expect((await get(`/s/${d.site.slug}/vi/lobby`)).headers.get('location')).toBe(`/s/${d.site.slug}/vi/lobby/`);
    const versions = (await d.get('/versions')).json.data;
    expect(versions.published).toBe(res.json.data.number);
    expect(versions.versions[0]).toMatchObject({ number: res.json.data.number, state: 'ready', current: true });
  });

  it('runs two publishes at once one after the other, and the last asked for wins whichever job ends last', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'First');
    // The same draft twice at once: one after the other, so the second finds it published (no second version).
    const [a, b] = await Promise.all([d.send('POST', '/publish'), d.send('POST', '/publish')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.data.unchanged, b.json.data.unchanged].sort()).toEqual([false, true]);
    expect(a.json.data.number).toBe(b.json.data.number);
    await t.jobs.drain();
    const last = (await versionsOf(d.site.site.id)).find((v) => v.number === a.json.data.number)!;
    const [site] = await t.db.select().from(sites).where(eq(sites.id, d.site.site.id));
    expect(site!.publishedVersionId).toBe(last.id);
    // Jobs that end in the other order: the earlier version never replaces the later one.
    await saveMarked(d, 'Second');
    const x = (await d.send('POST', '/publish')).json.data.number;
    await saveMarked(d, 'Third');
    const y = (await d.send('POST', '/publish')).json.data.number;
    const byNumber = async (n: number) => (await versionsOf(d.site.site.id)).find((v) => v.number === n)!.id;
    expect(await runPublish(t.db, await byNumber(y), () => new Date())).toBe('published');
    expect(await runPublish(t.db, await byNumber(x), () => new Date())).toBe('kept');
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Third en');
    await t.jobs.drain();
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Third en');
  });

  it('makes one version of a job that runs twice (its runs counted)', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Once');
    const n = await publishNow(d);
    const version = (await versionsOf(d.site.site.id)).find((v) => v.number === n)!;
    const key = `site_publish:${version.id}`;
    const countFiles = async () =>
      Number((await queryRows(t.db)(`select count(*) as n from site_files where version_id = ${version.id}`))[0]!['n']);
    const files = await countFiles();
    expect(files).toBeGreaterThan(1);
    // As if the process had died before marking it done: the job is claimed and run again.
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: new Date(0) })
      .where(eq(jobs.dedupeKey, key));
    await t.jobs.drain();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    expect(job!.attempts).toBe(2);
    expect(job!.doneAt).not.toBeNull();
    expect((await versionsOf(d.site.site.id)).filter((v) => v.number >= n)).toHaveLength(1);
    expect(await countFiles()).toBe(files);
    expect((await d.get('/versions')).json.data.published).toBe(n);
  });

  it('stores the pages compressed with lz4 where the database has it, else with its default', async () => {
    const [row] = await queryRows(t.db)(
      `select (select 'lz4' = any (enumvals) from pg_settings where name = 'default_toast_compression') as lz4,
              (select attcompression::text from pg_attribute
                where attrelid = 'site_files'::regclass and attname = 'body') as compression`,
    );
    expect(row!['compression']).toBe(row!['lz4'] ? 'l' : '');
  });

  it('rolls back to an earlier version: a new version whose pages are that version’s byte for byte', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Old');
    const old = await publishNow(d);
    const oldPage = (await get(`/s/${d.site.slug}/en/`)).text;
    await saveMarked(d, 'New');
    await publishNow(d);
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('New en');
    const back = await d.send('POST', '/rollback', { versionNumber: old });
    expect(back.status).toBe(200);
    expect(back.json.data.rollbackOf).toBe(old);
    await t.jobs.drain();
    expect((await get(`/s/${d.site.slug}/en/`)).text).toBe(oldPage);
    const files = await filesOf(d.site.site.id, 'vi/index.html');
    expect(files.get(back.json.data.number)).toBe(files.get(old));
    const list = (await d.get('/versions')).json.data;
    expect(list.published).toBe(back.json.data.number);
    expect(list.versions[0]).toMatchObject({ rollbackOf: old, current: true, publishedBy: d.site.account });
    expect((await d.send('POST', '/rollback', { versionNumber: 999 })).status).toBe(404);
    expect((await d.send('POST', '/rollback', { versionNumber: 'x' })).status).toBe(400);
  });

  it('a reader hammering a page during 50 publishes only ever sees whole versions', async () => {
    const d = await newDesigner();
    await draftOf(d);
    let publishing = true;
    const seen: string[] = [];
    const reader = (async () => {
      while (publishing) {
        const res = await get(`/s/${d.site.slug}/en/`);
        // Served with this host's root where the stored file has ROOT_MARK (siteUrls.ts).
        const root = /<link rel="canonical" href="([^"]+)en\/"/.exec(res.text)?.[1];
        if (res.status === 200 && root) seen.push(res.text.replaceAll(root, ROOT_MARK));
      }
    })();
    // Every version's page, gathered as each is published (pruning deletes the old ones).
    const whole = new Set<string>();
    for (let i = 1; i <= 50; i++) {
      await saveMarked(d, `Round ${i}`);
      await publishNow(d);
      for (const body of (await filesOf(d.site.site.id, 'en/index.html')).values()) whole.add(body);
    }
    publishing = false;
    await reader;
    expect(whole.size).toBeGreaterThanOrEqual(50);
    expect(seen.length).toBeGreaterThan(10);
    for (const body of seen) expect(whole.has(body)).toBe(true);
    expect(seen.at(-1)).toContain('Round 50 en');
  }, 300_000);
});
