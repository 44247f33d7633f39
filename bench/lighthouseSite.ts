// Lighthouse (mobile, default simulated throttling) on a published site of the designer
// (issue 17): the home and the lobby of a site made by a real paid order, as its visitors
// get them (server-rendered, inline CSS, no script). Budget: performance ≥ 95; the other
// categories are shown beside it.
import * as chromeLauncher from 'chrome-launcher';
import { audit, CATEGORIES, FLAGS, median, RUNS } from './lighthouse.ts';
import { seedMerchant } from './merchant.ts';
import type { Row } from './row.ts';
import { apiClient } from './support.ts';

/** A published page is small by design (a home has ~60 elements); the guard's notice has ~40 and no `main`. */
const MIN_ELEMENTS = 50;

/** The first language's home of the merchant's live site (its root redirects there; Lighthouse would count the hop). */
async function siteHome(baseUrl: string): Promise<string> {
  const merchant = await seedMerchant(baseUrl);
  const sites = await apiClient(baseUrl).get('/api/site', { token: merchant.token });
  const live = sites.list.find((s) => s.status === 'live');
  if (!live?.backendUrl) throw new Error('no live site');
  const slug = new URL(live.backendUrl).pathname.split('/')[2]!;
  const res = await fetch(`${baseUrl}/s/${slug}/`, { redirect: 'manual' });
  const to = res.headers.get('location');
  if (res.status !== 302 || !to) throw new Error(`/s/${slug}/ → ${res.status}, not a redirect to its first language`);
  return new URL(to, baseUrl).href;
}

export async function runLighthouseSite(baseUrl: string, chromiumPath: string): Promise<Row[]> {
  const home = await siteHome(baseUrl);
  const pages = [
    { name: 'published site: home', url: home },
    { name: 'published site: lobby', url: new URL('lobby/', home).href },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS, logLevel: 'error' });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, chrome.port, MIN_ELEMENTS));
      const scores = { ...runs[0]!.scores, performance: median(runs.map((r) => r.scores.performance)) };
      const ok = scores.performance >= 95;
      const notes = [...new Set(runs.flatMap((r) => r.failing))];
      rows.push({
        name: `${page.name} (${new URL(page.url).pathname})`,
        value: `${CATEGORIES.map((c) => `${c === 'best-practices' ? 'BP' : c === 'seo' ? 'SEO' : c[0]!.toUpperCase()} ${scores[c]}`).join(' ')}${notes.length ? ` — ${notes.join(', ')}` : ''}`,
        budget: 'P ≥ 95',
        ok,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
