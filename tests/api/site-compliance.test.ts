import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, sites, siteVersions } from '../../src/server/db/schema/index.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { get, ORIGIN, startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, draftOf, newDesigner, publishNow } from '../support/designApi.ts';

// Issue 31: a site is published only when every page shows what its market requires
// (src/shared/compliance); otherwise 422 `compliance_missing` with the list, and nothing changes.

startConsoleApp();

const BRAZIL = 8;

/** A live site moved to Brazil before its draft is first opened: its draft is Brazil's starting document (Portuguese). */
async function brazilianSite(): Promise<Designer> {
  const d = await newDesigner();
  await t.db.update(sites).set({ countriesId: BRAZIL, currency: 'BRL' }).where(eq(sites.id, d.site.site.id));
  return d;
}

const versionCount = async (siteId: number) =>
  (await t.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).length;
const publishJobs = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(jobs).where(eq(jobs.kind, 'publish')))[0]!.n);

/** Every compliance section of `doc` with a licence number. */
const withLicence = (doc: SiteDocument, number: string): SiteDocument => ({
  ...doc,
  pages: doc.pages.map((p) => ({
    ...p,
    sections: p.sections.map((s) =>
      s.type === 'compliance' ? { ...s, props: { ...s.props, licenceNumber: number } } : s,
    ),
  })),
});

describe('publishing checks what the market requires', () => {
  it('refuses a Brazilian site without its licence number, with the list, and changes nothing; filled, it publishes', async () => {
    const d = await brazilianSite();
    const { version, doc } = await draftOf(d);
    expect(doc.languages).toEqual(['pt']);
    const [versions, queued] = [await versionCount(d.site.site.id), await publishJobs()];

    const refused = await d.send('POST', `/publish?version=${version}`);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: 1, error: 'compliance_missing', data: null });
    expect(refused.json.msg).toContain('Licence details');
    expect(refused.json.missing).toHaveLength(1);
    expect(refused.json.missing[0]).toMatchObject({
      kind: 'licence',
      fields: ['licenceNumber'],
      noSection: [],
      pages: doc.pages.map((p) => p.id),
    });
    expect(refused.json.missing[0].message).toBe(
      'Licence details: In the “Compliance notices” section on every page, fill in: Licence number',
    );
    expect([await versionCount(d.site.site.id), await publishJobs()]).toEqual([versions, queued]);
    expect((await draftOf(d)).version).toBe(version);

    // In the operator's language.
    const pt = await t.call('POST', `${d.site.console}/api/design/publish`, {
      lang: 'pt',
      headers: { cookie: d.cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(pt.status).toBe(422);
    expect(pt.json.msg).toContain('Dados da licença');
    expect(pt.json.missing[0].message).toContain('Número da licença');

    const saved = await d.send('PUT', '/draft', { version, doc: withLicence(doc, '0001/2026-SPA') });
    expect(saved.status).toBe(200);
    const number = await publishNow(d, saved.json.data.version);
    expect(number).toBe(2);
    const home = await get(`/s/${d.site.slug}/pt/`);
    expect(home.text).toContain('0001/2026-SPA');
    expect(home.text).toContain('Licenciado por SPA/MF');
    expect(home.text).toContain('Somente para jogadores com 18 anos ou mais');
  });

  it('checks a rollback too: an old version without the licence does not go live again; a complete one does', async () => {
    const d = await brazilianSite();
    const { version, doc } = await draftOf(d);
    const saved = await d.send('PUT', '/draft', { version, doc: withLicence(doc, 'SPA-77') });
    const v2 = await publishNow(d, saved.json.data.version);
    const again = await draftOf(d);
    const v3 = await publishNow(
      d,
      (await d.send('PUT', '/draft', { version: again.version, doc: withLicence(again.doc, 'SPA-78') })).json.data
        .version,
    );
    expect([v2, v3]).toEqual([2, 3]);
    const before = await draftOf(d);
    const versions = await versionCount(d.site.site.id);

    // Version 1 is the site's first, from before it was Brazilian: no licence on any page.
    const refused = await d.send('POST', '/rollback', { versionNumber: 1, version: before.version });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('compliance_missing');
    expect(refused.json.missing.map((m: { kind: string }) => m.kind)).toEqual(['licence']);
    expect(await versionCount(d.site.site.id)).toBe(versions);
    expect(await draftOf(d)).toEqual(before);
    expect((await get(`/s/${d.site.slug}/pt/`)).text).toContain('SPA-78');

    const back = await d.send('POST', '/rollback', { versionNumber: v2, version: before.version });
    expect(back.status).toBe(200);
    await t.jobs.drain();
    expect((await get(`/s/${d.site.slug}/pt/`)).text).toContain('SPA-77');
  });

  it('names the pages that lack the section, and publishes a site of a market without a licence as it starts', async () => {
    const d = await newDesigner();
    const { version, doc } = await draftOf(d);
    const stripped = {
      ...doc,
      pages: doc.pages.map((p) =>
        p.kind === 'terms' ? { ...p, sections: p.sections.filter((s) => s.type !== 'compliance') } : p,
      ),
    };
    const saved = await d.send('PUT', '/draft', { version, doc: stripped });
    const refused = await d.send('POST', `/publish?version=${saved.json.data.version}`);
    expect(refused.status).toBe(422);
    expect(refused.json.missing.map((m: { kind: string }) => m.kind)).toEqual([
      'ageNotice',
      'responsibleGaming',
      'helpLine',
    ]);
    expect(refused.json.missing[0]).toMatchObject({ pages: ['terms'], noSection: ['terms'] });
    // Put back, the draft is the site's first version again (its market's starting document):
    // not refused, and nothing new to publish.
    const back = await d.send('PUT', '/draft', { version: saved.json.data.version, doc });
    const res = await d.send('POST', `/publish?version=${back.json.data.version}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ number: 1, unchanged: true });
  });
});
