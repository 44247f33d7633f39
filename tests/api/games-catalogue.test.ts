import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, settings } from '../../src/server/db/schema/index.ts';
import { gameBySlug, idsInSnapshot, searchGames } from '../../src/server/games/catalogue.ts';
import { snapshot } from '../../src/server/games/snapshot.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { until } from '../support/until.ts';

/** The search, the market filter and withdrawn games, through the API and the services G4 uses. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ids = (r: { json: { data: { items: { id: string }[] } } }) => r.json.data.items.map((g) => g.id);

/** A live game the fake does not offer in Vietnam. */
async function notInVietnam() {
  const [g] = await t.db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      category: games.category,
      providerId: games.providerId,
    })
    .from(games)
    .where(
      and(
        isNull(games.withdrawnAt),
        sql`not (${games.markets} @> array['VN']::text[])`,
        sql`${games.markets} @> array['TH']::text[]`,
      ),
    )
    .orderBy(sql`${games.popularity} desc`)
    .limit(1);
  return g!;
}

describe('game search', () => {
  it('pages a market by popularity, with total, and deep pages stay in order', async () => {
    const first = await t.call('GET', '/api/games?market=VN&pageSize=60');
    expect(first.status).toBe(200);
    const d = first.json.data;
    expect(d.total).toBeGreaterThan(10_000);
    expect(d.items).toHaveLength(60);
    const pops = d.items.map((g: { popularity: number }) => g.popularity);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    expect(d.items[0].thumb).toMatch(/^\/api\/games\/art\/fk\d+\/thumb\.svg\?v=[0-9a-f]{10}$/);
    const last = Math.ceil(d.total / 60);
    const deep = await t.call('GET', `/api/games?market=VN&pageSize=60&page=${last}`);
    expect(deep.json.data.items.length).toBe(d.total - (last - 1) * 60);
    const past = await t.call('GET', `/api/games?market=VN&pageSize=60&page=${last + 1}`);
    expect(past.json.data).toMatchObject({ items: [], total: d.total });
  });

  it('finds by title words, category and studio (id or slug), in A–Z and newest order', async () => {
    const q = await t.call('GET', '/api/games?market=BR&q=golden%20dragon&pageSize=60');
    expect(q.json.data.total).toBeGreaterThan(0);
    for (const g of q.json.data.items) expect(g.title.toLowerCase()).toMatch(/golden.*dragon|dragon.*golden/);
    const live = await t.call('GET', '/api/games?market=BR&category=live&sort=az&pageSize=60');
    expect(live.json.data.items.every((g: { category: string }) => g.category === 'live')).toBe(true);
    const titles = live.json.data.items.map((g: { title: string }) => g.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    const studio = live.json.data.items[0].provider;
    const byId = await t.call('GET', `/api/games?market=BR&provider=${studio.id}&sort=new`);
    const providers = await t.call('GET', '/api/games/providers?market=BR');
    const slug = providers.json.data.find((p: { id: string }) => p.id === studio.id).slug;
    const bySlug = await t.call('GET', `/api/games?market=BR&provider=${slug}&sort=new`);
    expect(bySlug.json.data).toEqual(byId.json.data);
    expect(byId.json.data.items.every((g: { provider: { id: string } }) => g.provider.id === studio.id)).toBe(true);
    const dates = byId.json.data.items.map((g: { releasedAt: string }) => g.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(providers.json.data.length).toBeGreaterThanOrEqual(60);
  });

  it('refuses bad input with 400 in the asker’s language, never 500', async () => {
    for (const q of [
      '',
      'market=XX',
      'market=VN&category=poker',
      'market=VN&sort=cheap',
      'market=VN&pageSize=61',
      'market=VN&page=0',
      'market=VN&page=abc',
      `market=VN&q=${'x'.repeat(61)}`,
    ]) {
      const r = await t.call('GET', `/api/games?${q}`, { lang: 'es' });
      expect(r.status, q).toBe(400);
      expect(r.json.error).toBe('validation_failed');
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
    const missing = await t.call('GET', '/api/games?page=1', { lang: 'es' });
    expect(JSON.stringify(missing.json.issues)).toContain('mercado');
    expect((await t.call('GET', '/api/games/providers', { lang: 'ar' })).status).toBe(400);
  });
});

describe('markets', () => {
  it('a game not offered in VN never appears in VN: search, ids, slug, demo', async () => {
    const g = await notInVietnam();
    const words = g.title.split(' ').slice(0, 2).join(' ');
    const vn = await t.call(
      'GET',
      `/api/games?market=VN&q=${encodeURIComponent(words)}&pageSize=60&category=${g.category}&provider=${g.providerId}`,
    );
    expect(ids(vn)).not.toContain(g.id);
    const th = await t.call(
      'GET',
      `/api/games?market=TH&q=${encodeURIComponent(words)}&pageSize=60&category=${g.category}&provider=${g.providerId}`,
    );
    expect(ids(th)).toContain(g.id);
    expect(idsInSnapshot(await snapshot(t.db), [g.id], 'VN')).toEqual([]);
    expect(idsInSnapshot(await snapshot(t.db), [g.id], 'TH').map((x) => x.id)).toEqual([g.id]);
    expect(await gameBySlug(t.db, g.slug, 'VN')).toEqual({ state: 'not_in_market', slug: g.slug });
    expect((await t.call('GET', `/api/games/game/${g.slug}?market=VN`)).status).toBe(404);
    expect((await t.call('GET', `/api/games/game/${g.slug}?market=TH`)).json.data.id).toBe(g.id);
    const demo = await t.call('POST', `/api/games/demo/${g.id}`, { body: { market: 'VN' } });
    expect(demo.status).toBe(404);
    // Every game a VN search finds is offered in VN.
    const all = await searchGames(t.db, { market: 'VN', pageSize: 60, page: 3 });
    const marketsOf = await t.db.select({ id: games.id, markets: games.markets }).from(games);
    const m = new Map(marketsOf.map((x) => [x.id, x.markets]));
    for (const x of all.items) expect(m.get(x.id)).toContain('VN');
  });
});

describe('withdrawn games', () => {
  it('leave search, ids and slug at once (the catalogue version moves), and come back when restored', async () => {
    const before = await t.call('GET', '/api/games?market=MX&pageSize=5');
    const gone = before.json.data.items[0];
    const [v0] = await t.db.select().from(settings).where(eq(settings.key, 'catalog.version'));
    await t.db.update(games).set({ withdrawnAt: new Date() }).where(eq(games.id, gone.id));
    try {
      const [v1] = await t.db.select().from(settings).where(eq(settings.key, 'catalog.version'));
      expect(BigInt(v1!.value)).toBeGreaterThan(BigInt(v0!.value));
      const after = await until(
        async () => {
          const r = await t.call('GET', '/api/games?market=MX&pageSize=5');
          return ids(r).includes(gone.id) ? undefined : r;
        },
        1_000,
        'the search without the withdrawn game',
      );
      expect(after.json.data.total).toBe(before.json.data.total - 1);
      expect(idsInSnapshot(await snapshot(t.db), [gone.id, before.json.data.items[1].id], 'MX')).toHaveLength(1);
      expect(await gameBySlug(t.db, gone.slug, 'MX')).toEqual({ state: 'withdrawn', slug: gone.slug });
      const page = await t.call('GET', `/api/games/game/${gone.slug}?market=MX`, { lang: 'en' });
      expect(page.status).toBe(404);
      expect(page.json.msg).toBe('This game is no longer offered.');
      expect((await t.call('POST', `/api/games/demo/${gone.id}`, { body: { market: 'MX' } })).status).toBe(404);
    } finally {
      await t.db.update(games).set({ withdrawnAt: null }).where(eq(games.id, gone.id));
    }
    expect((await searchGames(t.db, { market: 'MX', pageSize: 5 })).items[0]!.id).toBe(gone.id);
  });
});

describe('pictures and caching', () => {
  it('serves a small SVG thumbnail and screenshots with long cache lives', async () => {
    const first = (await t.call('GET', '/api/games?market=VN&pageSize=20')).json.data.items;
    for (const g of first) {
      const r = await t.app.request(g.thumb);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('image/svg+xml');
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await r.arrayBuffer()).byteLength).toBeLessThan(1_536);
    }
    const detail = await t.call('GET', `/api/games/game/${first[0].slug}?market=VN`);
    expect(detail.json.data.screenshots).toHaveLength(3);
    const shot = await t.app.request(detail.json.data.screenshots[2]);
    expect(shot.status).toBe(200);
    expect(await shot.text()).toContain('<svg');
    expect((await t.app.request('/api/games/art/nope/thumb.svg')).status).toBe(404);
  });

  it('answers a repeated search from the catalogue cache (ETag, 304)', async () => {
    const a = await t.call('GET', '/api/games?market=KR&q=tiger');
    expect(a.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await t.call('GET', '/api/games?market=KR&q=tiger', {
      headers: { 'if-none-match': a.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
