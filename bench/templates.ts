// template-list latency at catalogue size: a fresh in-memory PGlite, migrated and seeded
// (3,000+ templates), the real app, and 360 varied requests — markets, categories,
// text queries (in several languages), pages — timed one by one through app.request.
import { openDatabase } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { markets } from '../src/server/data/markets.ts';
import { inProcessApp } from './inProcessApp.ts';
import type { Row } from './row.ts';
import { percentile } from './support.ts';

const REQUESTS = 360;
const BUDGET_MEDIAN_MS = 20;
const queries = [
  'dragon',
  'golden',
  'vip',
  'neon',
  'palace',
  'star',
  'DIAMOND',
  'rồng',
  'التنين',
  '黄金',
  'дракон',
  'ゴールデン',
];
const langs = ['en', 'vi', 'ar', 'zh', 'ru', 'ja', 'th', 'pt'];

export async function benchTemplateList(): Promise<Row[]> {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const seeded = performance.now();
    await seed(database.db);
    const seedMs = performance.now() - seeded;
    const app = await inProcessApp(database);
    const get = async (path: string, lang = 'en') => {
      const res = await app.request(path, { headers: { 'accept-language': lang } });
      if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
      return (await res.json()) as { data: unknown };
    };

    const stations = [-1, ...markets.map((m) => m.id)];
    const categories = new Map<number, number[]>();
    let templates = 0;
    for (const s of stations) {
      const cats = (await get(`/api/cart/category?countriesId=${s}`)).data as { id: number; count: number }[];
      categories.set(
        s,
        cats.map((c) => c.id),
      );
      templates += cats.reduce((n, c) => n + c.count, 0);
    }

    // A deterministic mix: every third request searches, every other filters a category, pages 1–5.
    const paths: [string, string][] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const s = stations[i % stations.length]!;
      const cats = categories.get(s)!;
      const params = new URLSearchParams({
        countriesId: String(s),
        page: String(1 + (i % 5)),
        pageSize: String([20, 24, 50, 100][i % 4]),
      });
      if (i % 2) params.set('categoryId', String(cats[i % cats.length]));
      if (i % 3 === 0) params.set('q', queries[i % queries.length]!);
      paths.push([`/api/cart/template-list?${params}`, langs[i % langs.length]!]);
    }
    for (const [p, l] of paths.slice(0, 30)) await get(p, l); // warm-up (JIT, plans, caches)

    const times: number[] = [];
    for (const [p, l] of paths) {
      const t0 = performance.now();
      await get(p, l);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p99 = percentile(times, 99);
    return [
      { name: 'templates in the catalogue', value: templates, budget: '≥ 3,000', ok: templates >= 3000 },
      { name: 'seed (catalogue, PGlite in memory)', value: `${Math.round(seedMs)} ms`, budget: 'reported', ok: true },
      {
        name: `template-list median (${REQUESTS} requests)`,
        value: `${median.toFixed(2)} ms`,
        budget: `< ${BUDGET_MEDIAN_MS} ms`,
        ok: median < BUDGET_MEDIAN_MS,
      },
      { name: 'template-list p99', value: `${p99.toFixed(2)} ms`, budget: 'reported', ok: true },
    ];
  } finally {
    await database.close();
  }
}

// Runs alone too: `node bench/templates.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchTemplateList())
    console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(40)}  ${String(r.value).padEnd(12)}  ${r.budget ?? ''}`);
}
