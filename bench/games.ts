// Game search at catalogue size (issue 31): a fresh in-memory PGlite, migrated, the fake
// aggregator's 12,600 games imported (timed, then again to time a run that finds nothing), the
// real app, and per query shape 200 distinct requests timed one by one through app.request —
// distinct markets, words and pages, so the catalogue cache never answers and each is a search.
import { openDatabase } from '../src/server/db/client.ts';
import { FakeAggregator } from '../src/server/games/fake/fakeAggregator.ts';
import { importCatalogue } from '../src/server/games/import.ts';
import { snapshot } from '../src/server/games/snapshot.ts';
import { GAME_MARKETS } from '../src/shared/schemas/games.ts';
import { inProcessApp } from './inProcessApp.ts';
import type { Row } from './row.ts';
import { percentile } from './support.ts';

const PER_SHAPE = 200;
const BUDGET_P99_MS = 50;
const words = ['dragon', 'gold', 'roulette', 'fortune', 'crash', 'tiger', 'go', 'book of', 'mega', 'live', 'fish', 'x'];
const categories = ['slots', 'live', 'table', 'arcade', 'fishing', 'lottery', 'sports'];

export async function benchGameSearch(): Promise<Row[]> {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    let t0 = performance.now();
    const first = await importCatalogue(database.db, new FakeAggregator(), new Date());
    const importMs = performance.now() - t0;
    t0 = performance.now();
    await importCatalogue(database.db, new FakeAggregator(), new Date());
    const againMs = performance.now() - t0;
    t0 = performance.now();
    await snapshot(database.db);
    const loadMs = performance.now() - t0;
    const app = await inProcessApp(database);
    const providers = (await new FakeAggregator().listProviders()).map((p) => p.id);
    const shapes: Record<string, (i: number) => string> = {
      'q (title words)': (i) => `q=${encodeURIComponent(words[i % words.length]!)}&page=${1 + (i % 3)}`,
      category: (i) => `category=${categories[i % categories.length]}&page=${1 + (i % 5)}`,
      'provider, newest': (i) => `provider=${providers[i % providers.length]}&sort=new`,
      'deep page, A–Z, 60 a page': (i) => `sort=az&pageSize=60&page=${100 + (i % 90)}`,
    };
    const rows: Row[] = [
      {
        name: `import of ${first.listed.toLocaleString('en')} games from ${first.providers} studios`,
        value: `${Math.round(importMs)} ms`,
        ok: first.listed >= 12_000 && first.providers >= 60,
      },
      { name: 'the same import again (nothing to write)', value: `${Math.round(againMs)} ms`, ok: true },
      { name: 'search snapshot read (once per catalogue version)', value: `${Math.round(loadMs)} ms`, ok: true },
    ];
    for (const [name, query] of Object.entries(shapes)) {
      const times: number[] = [];
      for (let i = 0; i < PER_SHAPE; i++) {
        // Markets in turn, and `pageSize` varied on top, so no two requests are the same cache entry.
        const path = `/api/games?market=${GAME_MARKETS[i % GAME_MARKETS.length]}&${query(i)}${/pageSize/.test(query(i)) ? '' : `&pageSize=${12 + (i % 40)}`}`;
        const t = performance.now();
        const res = await app.request(path);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      rows.push({
        name: `search, ${name}: p50 / p99`,
        value: `${percentile(times, 50).toFixed(1)} / ${p99.toFixed(1)} ms`,
        budget: `p99 < ${BUDGET_P99_MS} ms`,
        ok: p99 < BUDGET_P99_MS,
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}
