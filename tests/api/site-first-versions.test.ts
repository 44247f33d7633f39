import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, sites, siteVersions } from '../../src/server/db/schema/index.ts';
import { JOB } from '../../src/server/jobs/keys.ts';
import { publishMissingFirstVersions } from '../../src/server/sites/design/firstVersions.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { clock, get, makeSite, startConsoleApp, t } from '../support/consoleApp.ts';

// Serving a published page only reads: a live site made before the designer (no version yet)
// gets its first version from a one-time job, not from its first visitor.

startConsoleApp();

const versionCount = async (siteId: number) =>
  (await t.db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.siteId, siteId))).length;

describe('first versions of sites made before the designer', () => {
  it('answers 503 "being prepared" and writes nothing; the one-time job publishes it, once, however often it runs', async () => {
    const old = await makeSite({ firstVersion: false });
    const other = await makeSite({ firstVersion: false });
    for (const path of ['', 'vi/', 'vi/lobby/', 'sitemap.xml']) {
      const res = await get(`/s/${old.slug}/${path}`);
      expect(res.status, path).toBe(503);
    }
    const page = await get(`/s/${old.slug}/vi/`, undefined, 'ar');
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.text).toContain('dir="rtl"');
    expect(page.text).toContain(serverT('ar')('site.preparing.title'));
    expect(await versionCount(old.site.id)).toBe(0);

    // The runner asks for the job on its first tick; drained, it publishes both sites.
    await t.jobs.drain();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, JOB.firstVersions));
    expect(job!.doneAt).not.toBeNull();
    expect(job!.attempts).toBe(1);
    expect(await versionCount(old.site.id)).toBe(1);
    expect(await versionCount(other.site.id)).toBe(1);
    expect((await get(`/s/${old.slug}/vi/`)).status).toBe(200);

    // Run again by hand (a second process, a retried lease): nothing more is published.
    expect(await publishMissingFirstVersions(t.db, clock)).toBe(0);
    await t.jobs.drain();
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, JOB.firstVersions))).toHaveLength(1);
    expect(await versionCount(old.site.id)).toBe(1);
    const [row] = await t.db.select().from(sites).where(eq(sites.id, old.site.id));
    expect(row!.publishedVersionId).not.toBeNull();
  });
});
