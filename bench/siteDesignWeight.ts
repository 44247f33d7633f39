// Page weight of published sites (issue 17: < 30 KB per page before images): every template's
// starting document, written in all 15 languages, rendered as publishing renders it. Templates
// that share a market, a layout and a jackpot section produce the same pages but for the site's
// name, so each such group is rendered once, with its longest name: every page × language of
// ~180 documents. `node bench/siteDesignWeight.ts` prints the table alone; `npm run bench` runs it.
import { renderSiteFiles } from '../src/server/sites/design/render/renderSite.ts';
import { catalogue, templateDocument } from '../tests/support/siteDesignCatalog.ts';
import type { Row } from './row.ts';

const BUDGET = 30 * 1024;

export function benchSiteDesignWeight(): Row[] {
  const groups = new Map<string, (typeof catalogue)[number]>();
  for (const row of catalogue) {
    const { doc } = templateDocument(row);
    const key = `${row.countriesId}:${doc.look?.layout}:${doc.pages[0]!.sections.some((s) => s.type === 'jackpot')}`;
    const kept = groups.get(key);
    if (!kept || templateDocument(kept).facts.siteName.length < templateDocument(row).facts.siteName.length)
      groups.set(key, row);
  }
  let largest = { bytes: 0, where: '' };
  let pages = 0;
  let total = 0;
  const t0 = performance.now();
  for (const row of groups.values()) {
    const { doc, facts } = templateDocument(row, true);
    for (const file of renderSiteFiles(doc, facts)) {
      const bytes = Buffer.byteLength(file.html);
      pages++;
      total += bytes;
      if (bytes > largest.bytes) largest = { bytes, where: `template ${row.id} ${file.path}` };
    }
  }
  const ms = (performance.now() - t0) / pages;
  return [
    {
      name: `site designer: largest published page (${groups.size} template groups × 15 languages, ${pages} pages; ${largest.where})`,
      value: `${(largest.bytes / 1024).toFixed(1)} KB`,
      budget: '< 30 KB',
      ok: largest.bytes < BUDGET,
    },
    { name: 'site designer: mean published page', value: `${(total / pages / 1024).toFixed(1)} KB`, ok: true },
    { name: 'site designer: render time per page (NODE_ENV as run)', value: `${ms.toFixed(1)} ms`, ok: true },
  ];
}

if (import.meta.main) {
  for (const row of benchSiteDesignWeight())
    console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name}: ${row.value}${row.budget ? ` (budget ${row.budget})` : ''}`);
}
