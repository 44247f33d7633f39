import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { restoringCatalog } from '../support/catalog.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { markets } from '../../src/server/data/markets.ts';
import { templateRows } from '../../src/server/data/catalog/templates.ts';
import { seedCatalog } from '../../src/server/db/seed/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const arabic = /[\u0600-\u06FF]/;
/** Rows of a raw query (both drivers return `{ rows }`). */
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const get = (path: string, lang?: string) => t.call('GET', path, lang ? { lang } : {});
type Tpl = {
  id: number;
  name: string;
  categoryId: number;
  thumbnail: string;
  preview: string;
  tags: string[];
};

describe('seeded catalogue', () => {
  it('holds 3,000+ templates over every station, 50+ added in the last month, and reseeds idempotently', async () => {
    const stations = [GLOBAL_STATION, ...markets.map((m) => m.id)];
    let total = 0;
    for (const s of stations) {
      const cats = (await get(`/api/cart/category?countriesId=${s}`)).json.data as { count: number }[];
      expect(cats.length).toBeGreaterThanOrEqual(8);
      total += cats.reduce((n, c) => n + c.count, 0);
    }
    expect(total).toBeGreaterThanOrEqual(3000);
    const [recent] = await rows<{ n: number }>(
      sql`select count(*)::int as n from templates where created_at > now() - interval '30 days'`,
    );
    expect(recent!.n).toBeGreaterThanOrEqual(50);
    expect(await seedCatalog(t.db)).toMatchObject({ templates: 0 });
    const [again] = await rows<{ n: number }>(sql`select count(*)::int as n from templates`);
    expect(again!.n).toBe(total);
  });

  it('is generated deterministically, with unique names', () => {
    const a = templateRows([-1, 1], new Date('2026-01-01'));
    const b = templateRows([-1, 1], new Date('2026-06-01'));
    expect(a.map((r) => r.names['en'])).toEqual(b.map((r) => r.names['en']));
    expect(new Set(a.map((r) => r.names['en'])).size).toBe(a.length);
  });
});

describe('packages', () => {
  it('lists the global station packages, the cheapest at exactly 999.00 USD', async () => {
    const r = await get('/api/opening-station/package-list?countriesId=-1');
    expect(r.status).toBe(200);
    const list = r.json.data as {
      price: string;
      currency: string;
      countriesId: number;
      sites: number;
      durationMonths: number;
      name: string;
      description: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const cheapest = [...list].sort((x, y) => Number(x.price) - Number(y.price))[0]!;
    expect(cheapest).toMatchObject({ price: '999.00', currency: 'USD', countriesId: -1 });
    for (const p of list) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.name.length).toBeGreaterThan(2);
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.sites).toBeGreaterThan(0);
      expect(p.durationMonths).toBeGreaterThan(0);
      expect(p).not.toHaveProperty('features');
    }
  });

  it('lists every market, localized (Arabic, Russian), never below 999 USD', async () => {
    for (const m of markets) {
      const list = (await get(`/api/opening-station/package-list?countriesId=${m.id}`, 'ar')).json.data as {
        name: string;
        description: string;
        price: string;
        countriesId: number;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const p of list) {
        expect(p.countriesId).toBe(m.id);
        expect(p.name).toMatch(arabic);
        expect(p.description).toMatch(arabic);
        expect(Number(p.price)).toBeGreaterThanOrEqual(999);
      }
    }
    const ru = (await get('/api/opening-station/package-list?countriesId=1', 'ru')).json.data;
    expect(ru[0].name).toMatch(/[А-Яа-я]/);
  });

  it('gives a package with its features, listing the market’s payment brands', async () => {
    const [first] = (await get('/api/opening-station/package-list?countriesId=1')).json.data;
    const r = await get(`/api/opening-station/package-info?id=${first.id}`, 'vi');
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ id: first.id, countriesId: 1, price: first.price });
    expect(r.json.data.features.length).toBeGreaterThanOrEqual(5);
    expect(r.json.data.features.join(' ')).toContain('MoMo');
    expect(r.json.data.features.join(' ')).toMatch(/Thanh toán/);
  });

  it('answers unknown packages and markets with a localized 404, bad queries with 400', async () => {
    const missing = await get('/api/opening-station/package-info?id=999999', 'es');
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('Este paquete no está disponible');
    const market = await get('/api/opening-station/package-list?countriesId=4242');
    expect(market.status).toBe(404);
    expect(market.json.msg).toBe('This market is not available');
    const none = await get('/api/opening-station/package-list');
    expect(none.status).toBe(400);
    expect(none.json.issues[0].path).toBe('countriesId');
    expect((await get('/api/opening-station/package-list?countriesId=0')).status).toBe(400);
  });

  it('hides a withdrawn package', async () => {
    const [, second] = (await get('/api/opening-station/package-list?countriesId=14')).json.data;
    await restoringCatalog(t.db, { packages: [second.id] }, async () => {
      await t.db.execute(sql`update packages set active = false where id = ${second.id}`);
      const after = (await get('/api/opening-station/package-list?countriesId=14')).json.data as { id: number }[];
      expect(after.map((p) => p.id)).not.toContain(second.id);
      expect((await get(`/api/opening-station/package-info?id=${second.id}`)).status).toBe(404);
    });
  });
});

describe('introduce-list', () => {
  it('tells a market’s facts in the request language', async () => {
    const r = await get('/api/opening-station/introduce-list?countriesId=1', 'vi');
    expect(r.status).toBe(200);
    const items = r.json.data as { id: number; title: string; content: string; img: string | null }[];
    expect(items.length).toBe(4);
    expect(items[0]!.img).toBe('/county1.png');
    const text = items.map((i) => `${i.title} ${i.content}`).join(' ');
    expect(text).toContain('MoMo');
    expect(text).toContain('VND');
    expect(text).toMatch(/Tiền tệ/);
  });

  it('covers the global station, and every market in Arabic', async () => {
    const g = (await get('/api/opening-station/introduce-list?countriesId=-1')).json.data as { content: string }[];
    expect(g.map((i) => i.content).join(' ')).toMatch(/USD/);
    for (const m of markets) {
      const items = (await get(`/api/opening-station/introduce-list?countriesId=${m.id}`, 'ar')).json.data as {
        title: string;
        content: string;
      }[];
      expect(items.length).toBe(4);
      for (const i of items) expect(`${i.title}${i.content}`).toMatch(arabic);
    }
  });
});

describe('categories and template-list', () => {
  it('lists categories with counts that match the template list', async () => {
    const cats = (await get('/api/cart/category?countriesId=1', 'th')).json.data as {
      id: number;
      name: string;
      count: number;
    }[];
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(cats[0]!.name).toMatch(/[\u0E00-\u0E7F]/);
    const all = await get('/api/cart/template-list?countriesId=1');
    expect(all.json.data.total).toBe(cats.reduce((n, c) => n + c.count, 0));
    const one = await get(`/api/cart/template-list?countriesId=1&categoryId=${cats[1]!.id}&pageSize=100`);
    expect(one.json.data.total).toBe(cats[1]!.count);
    expect((one.json.data.list as Tpl[]).every((x) => x.categoryId === cats[1]!.id)).toBe(true);
  });

  it('pages within bounds: default 20, at most 100, past the end empty with the total', async () => {
    const d = (await get('/api/cart/template-list?countriesId=-1')).json.data;
    expect(d).toMatchObject({ page: 1, pageSize: 20 });
    expect(d.list).toHaveLength(20);
    const big = await get('/api/cart/template-list?countriesId=-1&pageSize=100&page=2');
    expect(big.json.data.list).toHaveLength(100);
    expect(big.json.data.list[0].id).not.toBe(d.list[0].id);
    const tooBig = await get('/api/cart/template-list?countriesId=-1&pageSize=101', 'ko');
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.issues[0].path).toBe('pageSize');
    expect((await get('/api/cart/template-list?countriesId=-1&page=0')).status).toBe(400);
    const past = (await get('/api/cart/template-list?countriesId=-1&page=999')).json.data;
    expect(past).toMatchObject({ list: [], total: d.total, page: 999 });
  });

  it('returns template fields, newest first, with image URLs', async () => {
    const list = (await get('/api/cart/template-list?countriesId=2&pageSize=5')).json.data.list as Tpl[];
    for (const x of list) {
      expect(x.thumbnail).toBe(`/api/cart/template-image/${x.id}/thumb.svg`);
      expect(x.preview).toBe(`/api/cart/template-image/${x.id}/preview.svg`);
      expect(x.tags.length).toBeGreaterThanOrEqual(3);
      // Previews are drawn by the image route; the list carries no design parameters.
      expect(Object.keys(x).sort()).toEqual(['categoryId', 'id', 'name', 'preview', 'tags', 'thumbnail']);
    }
    const dates = await rows<{ id: number; created_at: string }>(
      sql`select id, created_at from templates where id in (${sql.join(
        list.map((x) => sql`${x.id}`),
        sql`, `,
      )})`,
    );
    const at = new Map(dates.map((r) => [r.id, new Date(r.created_at).getTime()]));
    const times = list.map((x) => at.get(x.id)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('searches localized names case-insensitively, in the request language and English', async () => {
    const en = (await get('/api/cart/template-list?countriesId=-1&q=DRAGON&pageSize=100')).json.data;
    expect(en.total).toBeGreaterThan(3);
    expect((en.list as Tpl[]).every((x) => x.name.toLowerCase().includes('dragon'))).toBe(true);
    const ar = (
      await get(`/api/cart/template-list?countriesId=-1&q=${encodeURIComponent('التنين')}&pageSize=100`, 'ar')
    ).json.data;
    expect(ar.total).toBe(en.total);
    expect((ar.list as Tpl[]).every((x) => x.name.includes('التنين'))).toBe(true);
    const enInRu = (await get('/api/cart/template-list?countriesId=-1&q=dragon', 'ru')).json.data;
    expect(enInRu.total).toBe(en.total);
    expect(enInRu.list[0].name).toMatch(/дракон/i);
    const none = (await get('/api/cart/template-list?countriesId=-1&q=zzzzqqq')).json.data;
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('searches tags and combines the query with a category', async () => {
    const vip = (await get('/api/cart/template-list?countriesId=-1&q=vip&pageSize=100')).json.data;
    expect(vip.total).toBeGreaterThan(0);
    expect((vip.list as Tpl[]).every((x) => x.tags.includes('VIP') || /vip/i.test(x.name))).toBe(true);
    const cats = (await get('/api/cart/category?countriesId=-1')).json.data as { id: number }[];
    const both = (await get(`/api/cart/template-list?countriesId=-1&categoryId=${cats[0]!.id}&q=golden&pageSize=100`))
      .json.data;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(vip.total + 1000);
    expect(
      (both.list as Tpl[]).every(
        (x) => x.categoryId === cats[0]!.id && /golden|gold/i.test(`${x.name} ${x.tags.join(' ')}`),
      ),
    ).toBe(true);
  });

  it('counts each category by the search when one is given, agreeing with the list', async () => {
    type Cat = { id: number; count: number };
    const all = (await get('/api/cart/category?countriesId=-1')).json.data as Cat[];
    const found = (await get('/api/cart/category?countriesId=-1&q=golden')).json.data as Cat[];
    expect(found.map((c) => c.id)).toEqual(all.map((c) => c.id));
    const sum = (cs: Cat[]) => cs.reduce((n, c) => n + c.count, 0);
    const searched = (await get('/api/cart/template-list?countriesId=-1&q=golden&pageSize=1')).json.data;
    expect(sum(found)).toBe(searched.total);
    expect(sum(found)).toBeLessThan(sum(all));
    for (const c of found) {
      const one = (await get(`/api/cart/template-list?countriesId=-1&categoryId=${c.id}&q=golden&pageSize=1`)).json
        .data;
      expect(c.count).toBe(one.total);
    }
    const nothing = (await get('/api/cart/category?countriesId=-1&q=zzzzqqq')).json.data as Cat[];
    expect(sum(nothing)).toBe(0);
    expect((await get(`/api/cart/category?countriesId=-1&q=${'x'.repeat(61)}`)).status).toBe(400);
  });

  it('localizes template names (Arabic, Japanese, Chinese)', async () => {
    const ar = (await get('/api/cart/template-list?countriesId=3&pageSize=10', 'ar')).json.data.list as Tpl[];
    expect(ar.every((x) => arabic.test(x.name) && x.tags.some((tag) => arabic.test(tag)))).toBe(true);
    const ja = (await get('/api/cart/template-list?countriesId=3&pageSize=10', 'ja')).json.data.list as Tpl[];
    expect(ja.every((x) => /[\u30A0-\u30FF]/.test(x.name))).toBe(true);
    const zh = (await get('/api/cart/template-list?countriesId=3&pageSize=10', 'zh')).json.data.list as Tpl[];
    expect(zh.map((x) => x.id)).toEqual(ar.map((x) => x.id));
    expect(zh.every((x) => /[\u4E00-\u9FFF]/.test(x.name))).toBe(true);
  });

  it('leaves withdrawn templates out of lists and counts', async () => {
    const before = (await get('/api/cart/template-list?countriesId=7&pageSize=1')).json.data;
    const id = before.list[0].id;
    await restoringCatalog(t.db, { templates: [id] }, async () => {
      await t.db.execute(sql`update templates set active = false where id = ${id}`);
      const after = (await get('/api/cart/template-list?countriesId=7&pageSize=1')).json.data;
      expect(after.total).toBe(before.total - 1);
      expect(after.list[0].id).not.toBe(id);
    });
  });

  it('rejects an unknown market and a bad query', async () => {
    expect((await get('/api/cart/category?countriesId=777')).status).toBe(404);
    expect((await get('/api/cart/template-list?countriesId=777')).status).toBe(404);
    expect((await get('/api/cart/template-list?countriesId=1&categoryId=abc')).status).toBe(400);
    expect((await get(`/api/cart/template-list?countriesId=1&q=${'x'.repeat(61)}`)).status).toBe(400);
  });
});

describe('colour schemes', () => {
  it('serves six presets with a dark base, names localized', async () => {
    const list = (await get('/api/cart/colors', 'ja')).json.data as {
      id: number;
      name: string;
      color1: string;
      color2: string;
      color3: string;
    }[];
    expect(list).toHaveLength(6);
    for (const c of list) {
      for (const k of ['color1', 'color2', 'color3'] as const) expect(c[k]).toMatch(/^#[0-9a-f]{6}$/);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.color1.slice(i, i + 2), 16));
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(40);
      expect(c.name).toMatch(/[\u30A0-\u30FF]/);
    }
  });
});

describe('template images', () => {
  it('serves a cacheable SVG thumbnail and preview with a strict CSP and ETag', async () => {
    const r = await get('/api/cart/template-image/1/thumb.svg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(r.text.startsWith('<svg')).toBe(true);
    expect(r.text).not.toMatch(/<script|href=/i);
    const etag = r.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.call('GET', '/api/cart/template-image/1/thumb.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const preview = await get('/api/cart/template-image/1/preview.svg');
    expect(preview.status).toBe(200);
    expect(preview.text.length).toBeGreaterThan(r.text.length);
  });

  it('renders chosen colours (not cached for a year) and validates them', async () => {
    const r = await get('/api/cart/template-image/1/preview.svg?color1=%23102030&color2=%23AABBCC&color3=%23ff0000');
    expect(r.status).toBe(200);
    expect(r.text).toContain('#102030');
    expect(r.text).toContain('#aabbcc');
    expect(r.headers.get('cache-control')).not.toMatch(/immutable/);
    const bad = await get('/api/cart/template-image/1/preview.svg?color1=red', 'pt');
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ path: 'color1', message: 'As cores devem ser escritas como #rrggbb' });
    expect((await get('/api/cart/template-image/99999999/thumb.svg')).status).toBe(404);
    expect((await get('/api/cart/template-image/1/other.svg')).status).toBe(404);
    expect((await get('/api/cart/template-image/x/thumb.svg')).status).toBe(404);
  });

  it('documents the catalogue and cart routes in openapi.json', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json.paths);
    for (const p of ['package-list', 'package-info', 'introduce-list'])
      expect(paths).toContain(`/api/opening-station/${p}`);
    for (const p of ['category', 'template-list', 'colors', 'create', 'template', 'list', 'detail', 'delete'])
      expect(paths).toContain(`/api/cart/${p}`);
  });
});
