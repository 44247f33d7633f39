// Publishing a site of the designer (issue 17): 8 pages × 15 languages, from the publish
// request to the swap (the durable job's render and one transaction), on embedded PGlite,
// and the weight of the largest page published (budget: < 30 KB before images).
import { eq } from 'drizzle-orm';
import { localeCodes } from '../i18n/locales.ts';
import { siteFiles } from '../src/server/db/schema/index.ts';
import { loadDraft, saveDraft } from '../src/server/sites/design/drafts.ts';
import { requestPublish } from '../src/server/sites/design/publish.ts';
import type { SiteDocument } from '../src/shared/siteDesign/document.ts';
import { startTestApp } from '../tests/support/testApp.ts';
import { insertSite } from '../tests/support/siteRows.ts';
import { newMerchant } from '../tests/support/users.ts';
import type { Row } from './row.ts';
import { percentile } from './support.ts';

const PAGES = 8;
const PUBLISHES = Number(process.env['BENCH_PUBLISHES'] ?? 25);
const PAGE_BUDGET = 30 * 1024;

/** The starting document in all 15 languages, with custom pages added up to PAGES. */
function bigDocument(start: SiteDocument): SiteDocument {
  const everywhere = (text: string) => Object.fromEntries(localeCodes.map((l) => [l, `${text} (${l})`]));
  const pages = [...start.pages];
  for (let i = 1; pages.length < PAGES; i++) {
    const home = start.pages[0]!;
    pages.push({ ...home, id: `extra${i}`, kind: 'custom', slug: `extra-${i}`, title: everywhere(`Page ${i}`) });
  }
  return {
    ...start,
    languages: [...localeCodes],
    pages: pages.slice(0, PAGES).map((p) => ({ ...p, title: everywhere(p.id) })),
  };
}

async function aSite(t: Awaited<ReturnType<typeof startTestApp>>) {
  const owner = await newMerchant(t);
  return insertSite(t.db, {
    userId: owner.id,
    siteName: 'Bench Casino',
    slug: 'bench-casino',
    orderNo: `BENCH${Date.now()}`,
    opsAccount: 'benchops',
    opsPasswordHash: 'x',
    now: new Date(),
  });
}

export async function benchPublish(): Promise<Row[]> {
  const t = await startTestApp();
  try {
    const site = await aSite(t);
    const draft = await loadDraft(t.db, site, new Date());
    const doc = bigDocument(draft.doc);
    let saved = await saveDraft(t.db, site, { version: draft.version, doc }, new Date());
    const ms: number[] = [];
    let lastVersion = 0;
    for (let i = 0; i < PUBLISHES; i++) {
      // A publish without a change makes no version: each round changes the home page's title.
      const home = { ...doc.pages[0]!, title: { ...doc.pages[0]!.title, en: `Round ${i}` } };
      const changed = { ...doc, pages: [home, ...doc.pages.slice(1)] };
      saved = await saveDraft(t.db, site, { version: saved.version, doc: changed }, new Date());
      const t0 = performance.now();
      lastVersion = (await requestPublish(t.db, site, new Date())).version.id;
      await t.jobs.drain();
      ms.push(performance.now() - t0);
    }
    const files = await t.db
      .select({ path: siteFiles.path, body: siteFiles.body })
      .from(siteFiles)
      .where(eq(siteFiles.versionId, lastVersion));
    const largest = files.reduce((a, f) => (Buffer.byteLength(f.body) > Buffer.byteLength(a.body) ? f : a), files[0]!);
    const kb = Buffer.byteLength(largest.body) / 1024;
    ms.sort((a, b) => a - b);
    const p50 = percentile(ms, 50);
    const p99 = percentile(ms, 99);
    const name = `${doc.pages.length} pages × ${doc.languages.length} languages (${files.length} files), ${PUBLISHES} publishes`;
    return [
      { name: `publish ${name}, p50`, value: `${p50.toFixed(0)} ms`, budget: '< 2000 ms', ok: p50 < 2000 },
      { name: `publish ${name}, p99`, value: `${p99.toFixed(0)} ms`, budget: '< 5000 ms', ok: p99 < 5000 },
      {
        name: `largest published page (${largest.path})`,
        value: `${kb.toFixed(1)} KB`,
        budget: '< 30 KB',
        ok: kb * 1024 < PAGE_BUDGET,
      },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchPublish())
    console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}  ${r.value}  ${r.budget ?? ''}`);
}
