import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { colorSchemes, templateCategories, templateCounts, templates } from '../db/schema/index.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { tagKeys, tagLabels, type TagKey } from '../data/catalog/tags.ts';
import {
  templatePreviewUrl,
  templateThumbUrl,
  type ColorScheme,
  type Template,
  type TemplateCategory,
  type TemplateListQuery,
} from '../../shared/schemas/catalog.ts';
import type { Page } from '../../shared/types.ts';
import type { DesignParams } from '../../shared/templateArt.ts';
import type { ServiceCtx } from '../core/context.ts';
import { assertStation } from './packages.ts';
import { pick } from '../core/localized.ts';

/** A station's categories with the number of active templates in each. */
export async function listCategories({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { countriesId: number; q?: string | undefined };
}): Promise<TemplateCategory[]> {
  await assertStation(ctx.db, input.countriesId);
  const needle = input.q?.toLowerCase();
  // With a search, each tab counts what the search finds in it (the grid's total agrees).
  const found = needle ? await countFound(ctx.db, input.countriesId, searchCondition(needle, ctx.locale)) : null;
  // Counts kept by triggers (template_counts): a row per category, whatever the catalogue's size.
  const rows = await ctx.db
    .select({ id: templateCategories.id, names: templateCategories.names, count: templateCounts.n })
    .from(templateCategories)
    .leftJoin(
      templateCounts,
      and(
        eq(templateCounts.countriesId, templateCategories.countriesId),
        eq(templateCounts.categoryId, templateCategories.id),
      ),
    )
    .where(eq(templateCategories.countriesId, input.countriesId))
    .orderBy(asc(templateCategories.sort), asc(templateCategories.id));
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.names, ctx.locale, ''),
    count: found ? (found.get(r.id) ?? 0) : (r.count ?? 0),
  }));
}

/** Active templates matching `search`, counted per category. */
async function countFound(db: Db, countriesId: number, search: SQL): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: templates.categoryId, n: sql<number>`count(*)::int` })
    .from(templates)
    .where(and(eq(templates.countriesId, countriesId), eq(templates.active, true), search))
    .groupBy(templates.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

/** Tag slugs whose label (in the locale or English) or slug contains the lower-cased needle. */
export function tagsMatching(needle: string, locale: LocaleCode): TagKey[] {
  return tagKeys.filter(
    (k) =>
      k.includes(needle) ||
      tagLabels[locale][k].toLowerCase().includes(needle) ||
      tagLabels.en[k].toLowerCase().includes(needle),
  );
}

export const localizeTags = (tags: string[], locale: LocaleCode) =>
  tags.map((t) => tagLabels[locale][t as TagKey] ?? t);

/** Scripts where one character is a word (CJK, kana, Hangul), as in template_search_chars. */
const WORD_CHAR_MIN = 0x2e80;

/** The lower-cased name in `locale` contains `needle`: a LIKE with `%`, `_` and `\` escaped. */
function nameContains(locale: LocaleCode, needle: string): SQL {
  // A literal key, as in templates_search_idx, so the planner matches the index column.
  const name = sql`(${templates.search} ->> ${sql.raw(`'${locale.replace(/[^\w-]/g, '')}'`)})`;
  return sql`${name} like ${`%${needle.replace(/[\\%_]/g, '\\$&')}%`}`;
}

/**
 * Rows whose lower-cased name in `locale` or in English contains `needle`, or that carry a
 * tag whose label matches it. templates_search_idx serves the names by trigrams (three
 * characters and more) or, for shorter needles, by their CJK/kana/Hangul characters (a
 * prefilter the LIKE rechecks); one or two other letters narrow nothing and read the
 * market. templates_tags_idx serves the tags.
 */
function searchCondition(needle: string, locale: LocaleCode): SQL {
  const chars = Array.from(needle);
  const wide = [...new Set(chars.filter((c) => c.codePointAt(0)! >= WORD_CHAR_MIN))];
  const byChars =
    chars.length < 3 && wide.length
      ? sql`template_search_chars(${templates.search}) @> array[${sql.join(
          wide.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`
      : undefined;
  const tags = tagsMatching(needle, locale);
  return or(
    and(byChars, or(nameContains(locale, needle), locale === 'en' ? undefined : nameContains('en', needle))),
    tags.length
      ? sql`${templates.tags} && array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`
      : undefined,
  )!;
}

/** Active templates of a market (or one of its categories), from the trigger-kept counts. */
async function countActive(db: Db, countriesId: number, categoryId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${templateCounts.n}), 0)::int` })
    .from(templateCounts)
    .where(
      and(
        eq(templateCounts.countriesId, countriesId),
        categoryId ? eq(templateCounts.categoryId, categoryId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A page of a station's active templates, newest first, filtered by category and by a
 * text query over the localized (and English) name and the tag labels. The total is exact:
 * from template_counts without a query, else counted through the search indexes.
 */
export async function listTemplates({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: TemplateListQuery;
}): Promise<Page<Template>> {
  const { db, locale } = ctx;
  await assertStation(db, input.countriesId);
  const where: (SQL | undefined)[] = [eq(templates.countriesId, input.countriesId), eq(templates.active, true)];
  if (input.categoryId) where.push(eq(templates.categoryId, input.categoryId));
  const needle = input.q?.toLowerCase();
  if (needle) where.push(searchCondition(needle, locale));
  const cond = and(...where);
  const offset = (input.page - 1) * input.pageSize;
  const page = { page: input.page, pageSize: input.pageSize };

  if (!needle) {
    const total = await countActive(db, input.countriesId, input.categoryId);
    const rows =
      offset >= total
        ? []
        : await db
            .select({
              id: templates.id,
              categoryId: templates.categoryId,
              name: sql<string>`coalesce(${templates.names}->>${locale}, ${templates.names}->>'en')`,
              tags: templates.tags,
            })
            .from(templates)
            .where(cond)
            // NULLS LAST as in the indexes (the columns are NOT NULL), so an index gives the order.
            .orderBy(sql`${templates.createdAt} desc nulls last`, sql`${templates.id} desc nulls last`)
            .limit(input.pageSize)
            .offset(offset);
    return { list: rows.map((r) => toTemplate(r, locale)), total, ...page };
  }

  // A search finds its rows once (MATERIALIZED: the planner must not walk the date index to
  // feed a count): the total and the page come from that one pass, names and tags are read
  // for the page's rows alone. The first row carries the total even past the last page.
  const result = await db.execute(sql`
    with found as materialized (select ${templates.id} as id, ${templates.createdAt} as at from ${templates} where ${cond})
    select c.total, t.id, t.category_id as "categoryId", coalesce(t.names->>${locale}, t.names->>'en') as name, t.tags
    from (select count(*)::int as total from found) c
    left join (select id, at from found order by at desc, id desc limit ${input.pageSize} offset ${offset}) p on true
    left join ${templates} t on t.id = p.id
    order by p.at desc, p.id desc`);
  const rows = (result as unknown as { rows: (Parameters<typeof toTemplate>[0] & { total: number })[] }).rows;
  return {
    list: rows.filter((r) => r.id !== null).map((r) => toTemplate(r, locale)),
    total: Number(rows[0]?.total ?? 0),
    ...page,
  };
}

export function toTemplate(
  r: { id: number; categoryId: number; name: string; tags: string[] },
  locale: LocaleCode,
): Template {
  return {
    id: r.id,
    name: r.name,
    categoryId: r.categoryId,
    thumbnail: templateThumbUrl(r.id),
    preview: templatePreviewUrl(r.id),
    tags: localizeTags(r.tags, locale),
  };
}

/** The design of any template, withdrawn or not (carts still show withdrawn ones); null if unknown. */
export async function getTemplateDesign({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, 'db'>;
  input: { id: number };
}): Promise<DesignParams | null> {
  const [row] = await ctx.db.select({ design: templates.design }).from(templates).where(eq(templates.id, input.id));
  return row?.design ?? null;
}

/** The six colour-scheme presets. */
export async function listColorSchemes({ ctx }: { ctx: ServiceCtx }): Promise<ColorScheme[]> {
  const rows = await ctx.db.select().from(colorSchemes).orderBy(asc(colorSchemes.sort), asc(colorSchemes.id));
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.names, ctx.locale, ''),
    color1: r.color1,
    color2: r.color2,
    color3: r.color3,
  }));
}
