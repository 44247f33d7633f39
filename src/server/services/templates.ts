import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { colorSchemes, templateCategories, templates } from '../db/schema/index.ts';
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
import type { ServiceCtx } from './context.ts';
import { assertStation } from './packages.ts';
import { pick } from './localized.ts';

/** A station's categories with the number of active templates in each. */
export async function listCategories({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { countriesId: number };
}): Promise<TemplateCategory[]> {
  await assertStation(ctx.db, input.countriesId);
  const rows = await ctx.db
    .select({ id: templateCategories.id, names: templateCategories.names, count: count(templates.id) })
    .from(templateCategories)
    .leftJoin(templates, and(eq(templates.categoryId, templateCategories.id), eq(templates.active, true)))
    .where(eq(templateCategories.countriesId, input.countriesId))
    .groupBy(templateCategories.id)
    .orderBy(asc(templateCategories.sort), asc(templateCategories.id));
  return rows.map((r) => ({ id: r.id, name: pick(r.names, ctx.locale, ''), count: Number(r.count) }));
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

/**
 * A page of a station's active templates, newest first, filtered by category and by a
 * text query over the localized (and English) name and the tag labels.
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
  if (needle) {
    const tags = tagsMatching(needle, locale);
    where.push(
      or(
        sql`strpos(${templates.search}->>${locale}, ${needle}) > 0`,
        sql`strpos(${templates.search}->>'en', ${needle}) > 0`,
        tags.length
          ? sql`${templates.tags} && array[${sql.join(
              tags.map((t) => sql`${t}`),
              sql`, `,
            )}]::text[]`
          : undefined,
      ),
    );
  }
  const cond = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(templates).where(cond);
  const total = Number(totalRow?.n ?? 0);
  const offset = (input.page - 1) * input.pageSize;
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
          // NULLS LAST as in the index (the columns are NOT NULL), so the index gives the order.
          .orderBy(sql`${templates.createdAt} desc nulls last`, sql`${templates.id} desc nulls last`)
          .limit(input.pageSize)
          .offset(offset);
  return { list: rows.map((r) => toTemplate(r, locale)), total, page: input.page, pageSize: input.pageSize };
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
