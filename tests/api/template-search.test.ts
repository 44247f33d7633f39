import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { listTemplates, tagsMatching } from '../../src/server/catalogue/templates.ts';
import { locales, type LocaleCode } from '../../i18n/locales.ts';

// Template search goes through indexes (trigrams, CJK characters, tags) that only narrow the
// rows; these tests hold it to its meaning, spelled out here over every row of a market:
// the lower-cased needle is a plain substring (no wildcards) of the name in the request
// language or in English, or a tag's label matches it. Totals come from trigger-kept counts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every page of a search through the API: ids in order, and the total. */
async function search(countriesId: number, q: string, lang: LocaleCode, categoryId?: number) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 50; page++) {
    const params = new URLSearchParams({ countriesId: String(countriesId), q, page: String(page), pageSize: '100' });
    if (categoryId) params.set('categoryId', String(categoryId));
    const r = await t.call('GET', `/api/cart/template-list?${params}`, { lang });
    expect(r.status, `${q} (${lang})`).toBe(200);
    total = r.json.data.total;
    ids.push(...(r.json.data.list as { id: number }[]).map((x) => x.id));
    if (ids.length >= total) break;
  }
  return { ids, total };
}

/** The same search, as a filter over all of the market's active rows, newest first. */
async function meaning(countriesId: number, q: string, lang: LocaleCode, categoryId?: number) {
  const needle = q.trim().toLowerCase();
  const tags = tagsMatching(needle, lang);
  const all = await rows<{ id: number; category_id: number; search: Record<string, string>; tags: string[] }>(
    sql`select id, category_id, search, tags from templates
        where countries_id = ${countriesId} and active order by created_at desc, id desc`,
  );
  const ids = all
    .filter((r) => !categoryId || r.category_id === categoryId)
    .filter(
      (r) =>
        (r.search[lang] ?? '').includes(needle) ||
        (r.search['en'] ?? '').includes(needle) ||
        r.tags.some((tag) => (tags as string[]).includes(tag)),
    )
    .map((r) => r.id);
  return { ids, total: ids.length };
}

async function expectSameMeaning(countriesId: number, q: string, lang: LocaleCode, categoryId?: number) {
  const want = await meaning(countriesId, q, lang, categoryId);
  expect(await search(countriesId, q, lang, categoryId), `${q} (${lang})`).toEqual(want);
  return want.total;
}

/** A template of `countriesId` named `name` in every language (tags and design of another). */
async function addNamed(countriesId: number, name: string): Promise<number> {
  const names = JSON.stringify(Object.fromEntries(['en', 'zh', 'ar', 'ru', 'ja', 'vi'].map((l) => [l, name])));
  const lower = JSON.stringify(JSON.parse(names, (_k, v) => (typeof v === 'string' ? v.toLowerCase() : v)));
  const [row] = await rows<{ id: number }>(
    sql`insert into templates (id, countries_id, category_id, names, search, tags, design)
        select (select max(id) + 1 from templates), countries_id, category_id, ${names}::jsonb, ${lower}::jsonb, tags, design
        from templates where countries_id = ${countriesId} order by id limit 1
        returning id`,
  );
  return row!.id;
}

describe('template search keeps its meaning', () => {
  it('matches names case-insensitively in any script, in the request language and English', async () => {
    const cases: [LocaleCode, string][] = [
      ['en', 'DRAGON'],
      ['en', 'Golden Dragon'],
      ['ru', 'ДРАКОН'],
      ['vi', 'RỒNG'],
      ['vi', 'vàng'],
      ['ar', 'التنين'],
      ['zh', '龙'], // one character: through the CJK character index
      ['zh', '黄金'],
      ['zh-TW', '黃金'],
      ['ja', 'ドラゴン'],
      ['ko', '황금'],
      ['th', 'มังกร'],
      ['es', 'dragón'],
      ['tr', 'altın'],
      ['en', 'on'], // two Latin letters: no index narrows these
      ['en', 'x'],
      ['bn', 'ড্রাগন'],
    ];
    for (const [lang, q] of cases) {
      const total = await expectSameMeaning(-1, q, lang);
      if (q !== 'x') expect(total, `${q} (${lang})`).toBeGreaterThan(0);
    }
    // The same needle finds the same templates whether asked in its language or in English.
    expect((await search(-1, 'dragon', 'ru')).total).toBe((await search(-1, 'dragon', 'en')).total);
    // With a category, and in another market.
    const [cat] = await rows<{ id: number }>(
      sql`select id from template_categories where countries_id = 2 order by sort limit 1`,
    );
    await expectSameMeaning(2, 'golden', 'en', cat!.id);
    await expectSameMeaning(2, 'vip', 'vi');
  });

  it('treats %, _, backslash and quotes as plain characters, never as wildcards', async () => {
    expect((await search(-1, 'dragon', 'en')).total).toBeGreaterThan(0);
    for (const q of ['dr_gon', 'drag%', '%', '_', '\\', '"', '%on', 'd%n']) {
      expect(await expectSameMeaning(-1, q, 'en'), q).toBe(0);
    }
    const id = await addNamed(6, 'Lucky_Star 100% "Ace" \\ Club');
    try {
      for (const q of ['y_s', '100%', '0%', '"ace"', '\\ c', 'lucky_star 100% "ace" \\ club']) {
        const found = await search(6, q, 'en');
        expect(found.ids, q).toContain(id);
        await expectSameMeaning(6, q, 'en');
      }
      for (const q of ['y%s', 'lucky%club', 'y_%', 'ace\\'])
        expect((await search(6, q, 'en')).ids, q).not.toContain(id);
    } finally {
      await t.db.execute(sql`delete from templates where id = ${id}`);
    }
  });
});

describe('template search through its indexes', () => {
  const cases: [LocaleCode, string][] = [
    ['en', 'dragon'],
    ['vi', 'rồng'],
    ['ar', 'التنين'],
    ['zh', '龙'],
    ['ko', '황금'],
    ['ja', 'ドラゴン'],
    ['en', 'dr_gon'],
    ['en', '%'],
    ['en', 'vip'],
  ];

  it('indexes the name in every language', async () => {
    const [{ def } = { def: '' }] = await rows<{ def: string }>(
      sql`select indexdef as def from pg_indexes where indexname = 'templates_search_idx'`,
    );
    for (const l of locales) expect(def).toContain(`((search ->> '${l.code}'::text)) gin_trgm_ops`);
  });

  it('serves the name and CJK-character conditions from templates_search_idx', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (cond: ReturnType<typeof sql>) =>
        (
          (await tx.execute(
            sql`explain select id from templates where countries_id = -1 and active and ${cond}`,
          )) as unknown as { rows: Record<string, string>[] }
        ).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      expect(await explain(sql`(search ->> 'en') like '%dragon%'`)).toContain('templates_search_idx');
      expect(await explain(sql`(search ->> 'zh-TW') like '%黃金龍%'`)).toContain('templates_search_idx');
      expect(await explain(sql`template_search_chars(search) @> array['龙']`)).toContain('templates_search_idx');
      expect(await explain(sql`tags && array['vip']`)).toContain('templates_tags_idx');
    });
  });

  it('gives the same answers when only the search indexes can narrow the rows', async () => {
    const wants = await Promise.all(cases.map(([lang, q]) => meaning(-1, q, lang)));
    const got: { ids: number[]; total: number }[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index templates_market_recent_idx`);
        await tx.execute(sql`drop index templates_category_recent_idx`);
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const [lang, q] of cases) {
          const ctx = { db: tx as never, now: () => new Date(), locale: lang, t: (k: string) => k };
          const page = await listTemplates({ ctx, input: { countriesId: -1, q, page: 1, pageSize: 100 } });
          got.push({ ids: page.list.map((x) => x.id), total: page.total });
        }
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
    expect(got).toEqual(wants.map((w) => ({ ids: w.ids.slice(0, 100), total: w.total })));
  });
});

describe('template counts', () => {
  const counted = () =>
    rows<{ countries_id: number; category_id: number; n: number }>(
      sql`select countries_id, category_id, n from template_counts where n <> 0 order by 1, 2`,
    );
  const recounted = () =>
    rows<{ countries_id: number; category_id: number; n: number }>(
      sql`select countries_id, category_id, count(*)::int as n from templates where active group by 1, 2 order by 1, 2`,
    );

  it('follow every change to the catalogue, and agree with lists and categories', async () => {
    expect(await counted()).toEqual(await recounted());
    const before = await rows<{ id: number; category_id: number }>(
      sql`select id, category_id from templates where countries_id = 4 order by id limit 6`,
    );
    const ids = before.map((r) => r.id);
    const [a, b, c] = await rows<{ id: number }>(
      sql`select id from template_categories where countries_id = 4 order by sort limit 3`,
    );
    const added = await addNamed(4, 'Counted Template');
    try {
      await t.db.execute(sql`update templates set active = false where id in (${sql.join(ids.slice(0, 3), sql`, `)})`);
      await t.db.execute(sql`update templates set category_id = ${b!.id} where id = ${ids[3]!}`);
      await t.db.execute(sql`update templates set category_id = ${c!.id}, active = false where id = ${ids[4]!}`);
      await t.db.execute(sql`update templates set names = names where countries_id = 4`);
      expect(await counted()).toEqual(await recounted());
      const cats = (await t.call('GET', '/api/cart/category?countriesId=4')).json.data as {
        id: number;
        count: number;
      }[];
      for (const cat of [a!, b!, c!]) {
        const list = (await t.call('GET', `/api/cart/template-list?countriesId=4&categoryId=${cat.id}`)).json.data;
        expect(list.total).toBe(cats.find((x) => x.id === cat.id)!.count);
      }
      const all = (await t.call('GET', '/api/cart/template-list?countriesId=4')).json.data;
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from templates where countries_id = 4 and active`,
      );
      expect(all.total).toBe(n);
    } finally {
      await t.db.execute(sql`delete from templates where id = ${added}`);
      for (const r of before)
        await t.db.execute(sql`update templates set active = true, category_id = ${r.category_id} where id = ${r.id}`);
    }
    expect(await counted()).toEqual(await recounted());
  });
});
