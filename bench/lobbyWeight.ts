// The published lobby's weight with 12,000+ games (issue 31): a site of the Viet Nam market whose
// lobby page starts with the searchable lobby (its first 24 tiles in the HTML) above the
// template's category rows, published by the real job; then what a visitor loads before
// interacting: the page (HTML with its inline CSS and scripts) and the first screen's
// thumbnails, each as sent compressed (gzip). The first screen at 1280 × 800 holds the lobby's
// first two rows of tiles (7 a row at 1280 px); lazy pictures below it wait for scrolling.
import { gzipSync } from 'node:zlib';
import { FakeAggregator } from '../src/server/games/fake/fakeAggregator.ts';
import { importCatalogue } from '../src/server/games/import.ts';
import { loadDraft, saveDraft } from '../src/server/sites/design/drafts.ts';
import { requestPublish } from '../src/server/sites/design/publish.ts';
import { insertSite } from '../tests/support/siteRows.ts';
import { queryRows, startTestApp } from '../tests/support/testApp.ts';
import { newMerchant } from '../tests/support/users.ts';
import type { Row } from './row.ts';

const BUDGET = 60 * 1024;
const FIRST_SCREEN_TILES = 14;

export async function benchLobbyWeight(): Promise<Row[]> {
  const t = await startTestApp();
  try {
    const [count] = await queryRows(t.db)('select count(*)::int as n from games where withdrawn_at is null');
    if (!Number(count?.['n'])) await importCatalogue(t.db, new FakeAggregator(), new Date());
    const owner = await newMerchant(t);
    const site = await insertSite(t.db, {
      userId: owner.id,
      siteName: 'Bench Casino',
      slug: 'bench-lobby',
      orderNo: `BENCHLOBBY${Date.now()}`,
      opsAccount: 'benchlobby',
      opsPasswordHash: 'x',
      now: new Date(),
    });
    const draft = await loadDraft(t.db, site, new Date());
    const lobby = { id: 'bench-lobby', type: 'gameLobby' as const, props: { title: {}, category: '', pageSize: 24 } };
    const doc = {
      ...draft.doc,
      pages: draft.doc.pages.map((p) => (p.kind === 'lobby' ? { ...p, sections: [lobby, ...p.sections] } : p)),
    };
    const saved = await saveDraft(t.db, site, { version: draft.version, doc }, new Date());
    await requestPublish(t.db, site, new Date(), { draftVersion: saved.version });
    await t.jobs.drain();
    const lang = doc.languages[0]!;
    const page = await t.call('GET', `/s/${site.slug}/${lang}/lobby/`);
    if (page.status !== 200) throw new Error(`lobby page answered ${page.status}`);
    const html = gzipSync(page.text).length;
    const thumbs = [...page.text.matchAll(/<img src="(\/api\/games\/[^"]+)"/g)].slice(0, FIRST_SCREEN_TILES);
    let images = 0;
    for (const [, src] of thumbs) {
      const res = await t.call('GET', src!.replaceAll('&amp;', '&'));
      images += gzipSync(res.text).length;
    }
    const total = html + images;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const tiles = (page.text.match(/<li><a href="[^"]*games\//g) ?? []).length;
    return [
      {
        name: `lobby page HTML + CSS + JS, gz (${tiles} tiles, ${(page.text.length / 1024).toFixed(0)} KB raw)`,
        value: kb(html),
        ok: true,
      },
      { name: `first screen's ${thumbs.length} thumbnails, gz`, value: kb(images), ok: true },
      { name: 'lobby before interaction (12,000+ games)', value: kb(total), budget: '≤ 60 KB', ok: total <= BUDGET },
    ];
  } finally {
    await t.close();
  }
}
