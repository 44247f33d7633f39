// How template-list cost grows with the catalogue: the real seed (~3,200 templates) and
// copies of it (~30k, ~300k rows, made in SQL) in one scratch database per size, on embedded
// PGlite (in memory) and on PostgreSQL (when one is reachable). Each kind of read — default
// page, a deeper page, a category, a text search in several languages — is timed through
// the service layer (`listTemplates`): the HTTP catalogue cache is out of the picture by
// design. The sizes take turns request by request. Target: p99 at the largest size within
// 3× of p99 at 3k, per kind and database.
//
// BENCH_SCALE_MAX caps the largest size (default 300000 here; `npm run bench` passes 30000
// unless set); BENCH_SCALE_DB picks one database (`pglite` or `postgres`); BENCH_DATABASE_URL
// (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) is the server
// the scratch databases are made on (and dropped from).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { listTemplates } from '../src/server/catalogue/templates.ts';
import type { ServiceCtx } from '../src/server/core/context.ts';
import { adjectives, adjectiveKeys, nouns, nounKeys } from '../src/server/data/catalog/words.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { TemplateListQuery } from '../src/shared/schemas/catalog.ts';
import { scratchPostgres } from '../tests/support/testDb.ts';
import { benchAdminUrl, postgresReachable } from './ready.ts';
import type { Row } from './row.ts';
import { percentile } from './support.ts';

const SAMPLES = 100;
const WARMUP = 15;
const PAGE_SIZE = 24; // the wizard's gallery page
const DEEP_PAGE = 6; // still inside the smallest market at 3k
const LANGS: LocaleCode[] = ['en', 'vi', 'ar', 'zh', 'ru', 'ja', 'th', 'ko', 'es', 'tr'];

/** Words the names are made of, per language: "dragon" and "golden" as the names spell them. */
const word = (forms: string[] | undefined) => (forms?.[0] ?? '').split('|')[0]!.trim();
const searches: [LocaleCode, string][] = [
  ...LANGS.flatMap((l): [LocaleCode, string][] => [
    [l, word(nouns[l]?.slice(nounKeys.indexOf('dragon')))],
    [l, word(adjectives[l]?.slice(adjectiveKeys.indexOf('golden')))],
  ]),
  ['en', 'DIAMOND'],
  ['en', 'vip'],
];

type Kind = 'default page' | 'deep page' | 'category' | 'search';
const KINDS: Kind[] = ['default page', 'deep page', 'category', 'search'];

const execRows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Adds copies `from..to` of the first `base` templates: each copy moves to another market
 * (and a category of it, by position), takes another template's name with a number after
 * it (unique names, every language), and is dated a little earlier. As for any bulk load,
 * the secondary indexes are dropped first and rebuilt after (the same definitions).
 */
async function addCopies(db: Database['db'], base: number, from: number, to: number): Promise<void> {
  const indexes = await execRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'templates' and indexname <> 'templates_pkey'`,
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  await db.execute(sql`
    with cats as (
      select id, countries_id,
             (row_number() over (partition by countries_id order by sort, id) - 1)::int as pos,
             (count(*) over (partition by countries_id))::int as n
      from template_categories),
    stations as (
      select countries_id, (row_number() over (order by countries_id) - 1)::int as pos, (count(*) over ())::int as n
      from (select distinct countries_id from template_categories) s)
    insert into templates (id, countries_id, category_id, names, search, tags, design, active, created_at)
    select t.id + k * ${base}, ns.countries_id, nc.id,
           (select jsonb_object_agg(e.key, e.value || ' ' || k) from jsonb_each_text(src.names) e),
           (select jsonb_object_agg(e.key, e.value || ' ' || k) from jsonb_each_text(src.search) e),
           t.tags, t.design, true, t.created_at - make_interval(mins => k * 7)
    from templates t
    join cats oc on oc.id = t.category_id
    join stations os on os.countries_id = t.countries_id
    cross join generate_series(${from}::int, ${to}::int) k
    join stations ns on ns.pos = (os.pos + k) % os.n
    join cats nc on nc.countries_id = ns.countries_id and nc.pos = (oc.pos + k) % nc.n
    join templates src on src.id = ((t.id * 7 + k * 131) % ${base}) + 1
    where t.id <= ${base}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const i of indexes) await tx.execute(sql.raw(i.def));
  });
  await db.execute(sql`vacuum analyze templates`);
}

/** The reads of one kind, rotating over markets, categories, languages and queries. */
function queriesOf(kind: Kind, stations: number[], cats: Map<number, number[]>): [LocaleCode, TemplateListQuery][] {
  return Array.from({ length: SAMPLES + WARMUP }, (_, i) => {
    const countriesId = stations[i % stations.length]!;
    const lang = LANGS[i % LANGS.length]!;
    const input: TemplateListQuery = { countriesId, page: 1, pageSize: PAGE_SIZE };
    if (kind === 'deep page') input.page = DEEP_PAGE;
    if (kind === 'category') {
      const list = cats.get(countriesId)!;
      input.categoryId = list[(i >> 1) % list.length]!;
    }
    if (kind !== 'search') return [lang, input];
    const [l, q] = searches[i % searches.length]!;
    return [l, { ...input, q }];
  });
}

type Built = { size: number; templates: number; db: Database['db']; dispose(): Promise<void> };
type Figures = Map<Kind, { size: number; median: number; p99: number; matches: number }[]>;

/** A migrated, seeded database grown to about `size` templates. */
async function build(open: () => Promise<Database & { dispose(): Promise<void> }>, size: number): Promise<Built> {
  const database = await open();
  const { db } = database;
  try {
    await database.migrate();
    await seed(db);
    const [{ base } = { base: 0 }] = await execRows<{ base: number }>(
      db,
      sql`select max(id)::int as base from templates`,
    );
    const copies = Math.max(1, Math.round(size / base));
    if (copies > 1) await addCopies(db, base, 1, copies - 1);
    const [{ n } = { n: 0 }] = await execRows<{ n: number }>(db, sql`select count(*)::int as n from templates`);
    return { size, templates: n, db, dispose: database.dispose };
  } catch (err) {
    await database.dispose();
    throw err;
  }
}

/**
 * Times each kind of read on every size, the sizes taking turns request by request, so a
 * busy machine slows them alike and the ratios stay meaningful.
 */
async function measure(built: Built[]): Promise<Figures> {
  const { db } = built[0]!;
  const cats = new Map<number, number[]>();
  for (const r of await execRows<{ c: number; id: number }>(
    db,
    sql`select countries_id::int as c, id from template_categories order by sort, id`,
  ))
    cats.set(r.c, [...(cats.get(r.c) ?? []), r.id]);
  const stations = [...cats.keys()];
  const figures: Figures = new Map();
  for (const kind of KINDS) {
    const queries = queriesOf(kind, stations, cats);
    const times = built.map(() => [] as number[]);
    const matches = built.map(() => 0);
    for (const [i, [locale, input]] of queries.entries()) {
      for (const [j, b] of built.entries()) {
        const ctx: ServiceCtx = { db: b.db, now: () => new Date(), locale, t: (k: string) => k };
        const t0 = performance.now();
        const page = await listTemplates({ ctx, input });
        if (i < WARMUP) continue;
        times[j]!.push(performance.now() - t0);
        matches[j]! += page.total;
      }
    }
    figures.set(
      kind,
      built.map((b, j) => {
        const sorted = times[j]!.sort((x, y) => x - y);
        const median = percentile(sorted, 50);
        return { size: b.size, median, p99: percentile(sorted, 99), matches: matches[j]! / sorted.length };
      }),
    );
  }
  return figures;
}

async function run(
  label: string,
  sizes: number[],
  open: () => Promise<Database & { dispose(): Promise<void> }>,
  rows: Row[],
): Promise<void> {
  const built: Built[] = [];
  try {
    for (const size of sizes) {
      const t0 = performance.now();
      built.push(await build(open, size));
      rows.push({
        name: `${label}: ${built.at(-1)!.templates.toLocaleString('en')} templates`,
        value: `built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
        budget: 'reported',
        ok: true,
      });
    }
    report(label, await measure(built), rows);
  } finally {
    for (const b of built) await b.dispose();
  }
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const short = (n: number) => `${n / 1000}k`;

function report(label: string, figures: Figures, rows: Row[]): void {
  for (const [kind, list] of figures) {
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const ratio = last.p99 / first.p99;
    rows.push({
      name: `${label} ${kind}, p50/p99 ms`,
      value: list.map((f) => `${short(f.size)} ${ms(f.median)}/${ms(f.p99)}`).join(' · '),
      budget: list.length > 1 ? `p99 ×${ratio.toFixed(1)} (≤ 3×)` : 'reported',
      ok: list.length < 2 || ratio <= 3,
    });
  }
  const found = figures.get('search')!;
  rows.push({
    name: `${label} search, mean total per query`,
    value: found.map((f) => `${short(f.size)} ${Math.round(f.matches)}`).join(' · '),
    budget: 'reported',
    ok: true,
  });
}

export async function benchTemplateScale(maxSize = Number(process.env['BENCH_SCALE_MAX'] ?? 300_000)): Promise<Row[]> {
  const sizes = [3_000, 30_000, 300_000].filter((n) => n <= maxSize);
  const rows: Row[] = [];
  const only = process.env['BENCH_SCALE_DB'];
  if (only !== 'postgres') {
    await run(
      'PGlite',
      sizes,
      async () => {
        const database = await openDatabase({ dataDir: null });
        return { ...database, dispose: () => database.close() };
      },
      rows,
    );
  }
  if (only !== 'pglite') {
    const admin = benchAdminUrl();
    if (!(await postgresReachable(admin))) {
      rows.push({ name: 'PostgreSQL', value: 'not reachable, skipped', budget: 'reported', ok: true });
      return rows;
    }
    await run(
      'PostgreSQL',
      sizes,
      async () => {
        const scratch = await scratchPostgres(admin, 'bench_scale');
        const database = await openDatabase({ url: scratch.url });
        return {
          ...database,
          dispose: async () => {
            await database.close();
            await scratch.drop();
          },
        };
      },
      rows,
    );
  }
  return rows;
}

// Runs alone too: `node bench/templateScale.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  for (const r of await benchTemplateScale())
    console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(44)}  ${String(r.value).padEnd(40)}  ${r.budget ?? ''}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
