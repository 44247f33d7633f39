import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteVersions } from '../../src/server/db/schema/index.ts';
import { get, startConsoleApp, t } from '../support/consoleApp.ts';
import { draftOf, marked, newDesigner, publishNow, saveMarked } from '../support/designApi.ts';

// Issue 25 item 7: a rollback is not undone by the next publish. After a rollback the draft is
// the rolled-back version; a version can be previewed and opened into the draft; Publish with
// no change makes no version; a second tab's draft is never published or replaced unseen.

startConsoleApp();

const versionsOf = async (siteId: number) =>
  t.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(siteVersions.number);
const docOf = async (siteId: number, number: number) =>
  (await versionsOf(siteId)).find((v) => v.number === number)!.doc;

describe('rollback and the draft', () => {
  it('makes the draft the rolled-back version, so the next publish keeps the site rolled back', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Old');
    const old = await publishNow(d);
    await saveMarked(d, 'New');
    await publishNow(d);
    const before = await draftOf(d);
    const back = await d.send('POST', '/rollback', { versionNumber: old, version: before.version });
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ rollbackOf: old, unchanged: false });
    // The answer carries the new draft, which is the rolled-back version's document.
    expect(back.json.data.draft.version).toBe(before.version + 1);
    expect(back.json.data.draft.doc).toEqual(await docOf(d.site.site.id, old));
    const after = await draftOf(d);
    expect(after).toMatchObject({ version: before.version + 1 });
    expect(after.doc).toEqual(await docOf(d.site.site.id, old));
    await t.jobs.drain();
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Old en');
    // The next Publish (nothing edited since) publishes nothing new: still the rolled-back site.
    const count = (await versionsOf(d.site.site.id)).length;
    const again = await d.send('POST', `/publish?version=${after.version}`);
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ unchanged: true, number: back.json.data.number });
    expect(await versionsOf(d.site.site.id)).toHaveLength(count);
    // An edit after the rollback (adding a language) publishes the rolled-back content plus the edit.
    const lang = await d.send('POST', '/add-language', { version: after.version, language: 'ja' });
    expect(lang.status).toBe(200);
    const next = await publishNow(d, lang.json.data.version);
    expect(next).toBe(back.json.data.number + 1);
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Old en');
    expect((await get(`/s/${d.site.slug}/en/`)).text).not.toContain('New en');
  });

  it('publishing an unchanged draft makes no version and says so; a change makes one', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Same');
    const first = await publishNow(d);
    const count = (await versionsOf(d.site.site.id)).length;
    const { version } = await draftOf(d);
    for (let i = 0; i < 2; i++) {
      const res = await d.send('POST', `/publish?version=${version}`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ number: first, unchanged: true });
    }
    // Saving the same document again (a new draft version, no change of content) is no change either.
    const { doc } = await draftOf(d);
    const resaved = await d.send('PUT', '/draft', { version, doc });
    expect((await d.send('POST', `/publish?version=${resaved.json.data.version}`)).json.data.unchanged).toBe(true);
    expect(await versionsOf(d.site.site.id)).toHaveLength(count);
    await saveMarked(d, 'Changed');
    const changed = await d.send('POST', '/publish');
    expect(changed.json.data).toMatchObject({ number: first + 1, unchanged: false, state: 'pending' });
    expect(await versionsOf(d.site.site.id)).toHaveLength(count + 1);
  });

  it('opens a version into the draft (asked with the draft’s version); the live site does not change', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Kept');
    const kept = await publishNow(d);
    await saveMarked(d, 'Live');
    const live = await publishNow(d);
    const { version } = await draftOf(d);
    const opened = await d.send('POST', '/open-version', { version, versionNumber: kept });
    expect(opened.status).toBe(200);
    expect(opened.json.data.version).toBe(version + 1);
    expect(opened.json.data.doc).toEqual(await docOf(d.site.site.id, kept));
    expect((await draftOf(d)).doc).toEqual(await docOf(d.site.site.id, kept));
    expect((await d.get('/versions')).json.data.published).toBe(live);
    expect((await get(`/s/${d.site.slug}/en/`)).text).toContain('Live en');
    // A version that is not there, a version number that is not one, a stale draft.
    expect((await d.send('POST', '/open-version', { version: version + 1, versionNumber: 999 })).status).toBe(404);
    expect((await d.send('POST', '/open-version', { version: version + 1, versionNumber: 'x' })).status).toBe(400);
    const stale = await d.send('POST', '/open-version', { version, versionNumber: live });
    expect(stale.status).toBe(409);
    expect(stale.json.current.version).toBe(version + 1);
  });

  it('previews a published version’s pages as they were stored, behind a preview link', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Then');
    const then = await publishNow(d);
    const thenPage = (await get(`/s/${d.site.slug}/en/`)).text;
    await saveMarked(d, 'Now');
    await publishNow(d);
    const link = await d.send('POST', '/preview-link');
    const url: string = link.json.data.url;
    const page = await get(`${url}v${then}/en/`);
    expect(page.status).toBe(200);
    // The same stored file; its absolute addresses name where each copy is served from.
    const rootOf = (html: string) => /<link rel="canonical" href="([^"]+)en\/"/.exec(html)?.[1] ?? '<none>';
    expect(rootOf(page.text)).toMatch(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}v${then}/$`));
    expect(page.text.replaceAll(rootOf(page.text), '<root>/')).toBe(thenPage.replaceAll(rootOf(thenPage), '<root>/'));
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const root = await get(`${url}v${then}/`);
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`${url}v${then}/vi/`);
    expect((await get(`${url}v${then}/en/lobby`)).headers.get('location')).toBe(`${url}v${then}/en/lobby/`);
    expect((await get(`${url}v999/en/`)).status).toBe(404);
    // The draft itself, as before.
    expect((await get(`${url}en/`)).text).toContain('Now en');
    // Another site's link shows nothing of this one.
    const other = await newDesigner();
    const otherUrl: string = (await other.send('POST', '/preview-link')).json.data.url;
    expect((await get(`${otherUrl.replace(other.site.slug, d.site.slug)}v${then}/en/`)).status).toBe(404);
  });
});

describe('a second tab', () => {
  it('a rollback or publish from a tab whose draft is stale is refused with the draft as it is now', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'One');
    const one = await publishNow(d);
    await saveMarked(d, 'Two');
    await publishNow(d);
    const tabA = await draftOf(d);
    // Tab B saves meanwhile.
    const tabB = await d.send('PUT', '/draft', { version: tabA.version, doc: marked(tabA.doc, 'Tab B') });
    expect(tabB.status).toBe(200);
    const count = (await versionsOf(d.site.site.id)).length;
    const back = await d.send('POST', '/rollback', { versionNumber: one, version: tabA.version });
    expect(back.status).toBe(409);
    expect(back.json.current).toMatchObject({ version: tabB.json.data.version });
    expect(back.json.msg).toMatch(/someone saved/i);
    const pub = await d.send('POST', `/publish?version=${tabA.version}`);
    expect(pub.status).toBe(409);
    expect(pub.json.current.version).toBe(tabB.json.data.version);
    // Nothing was published and tab B's draft stands.
    expect(await versionsOf(d.site.site.id)).toHaveLength(count);
    expect((await draftOf(d)).doc).toEqual(tabB.json.data.doc);
    // With the draft it now sees, tab A's rollback goes through.
    const ok = await d.send('POST', '/rollback', { versionNumber: one, version: tabB.json.data.version });
    expect(ok.status).toBe(200);
    expect(ok.json.data.draft.doc).toEqual(await docOf(d.site.site.id, one));
  });

  it('two tabs rolling back from the same draft at once: one wins, the other is told and nothing doubles', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'A');
    const a = await publishNow(d);
    await saveMarked(d, 'B');
    const b = await publishNow(d);
    const { version } = await draftOf(d);
    const count = (await versionsOf(d.site.site.id)).length;
    const answers = await Promise.all([
      d.send('POST', '/rollback', { versionNumber: a, version }),
      d.send('POST', '/rollback', { versionNumber: b, version }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await versionsOf(d.site.site.id)).toHaveLength(count + 1);
    const won = answers.find((r) => r.status === 200)!;
    expect((await draftOf(d)).doc).toEqual(won.json.data.draft.doc);
  });
});
