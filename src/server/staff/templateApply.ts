import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { locales } from '../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import type { IssueKey } from '../../shared/errors.ts';
import { type CategoryKind, categoryKinds, categoryNames } from '../../shared/gameCategories.ts';
import { type DesignParams, heroStyles, patterns } from '../../shared/templateArt.ts';
import { categoryStyle } from '../data/catalog/categories.ts';
import { prng } from '../data/catalog/prng.ts';
import { tagKeys } from '../data/catalog/tags.ts';
import { categoryId } from '../data/catalog/templates.ts';
import type { Db } from '../db/client.ts';
import {
  countries,
  type Localized,
  templateCategories,
  templateGroupMarkets,
  templateGroups,
  templates,
} from '../db/schema/index.ts';

/**
 * The one write rule behind adding, editing and importing a template: a template is offered in
 * several markets, each market a `templates` row (the gallery reads one market at a time), all
 * grouped under the template's key. Applying a template's fields makes the rows of new markets,
 * takes the rows of markets no longer listed off sale (never deleted: carts and orders name them,
 * and a withdrawn template behaves as it always has), puts listed ones back, and gives every row
 * the same names, category, tags and design. The `templates` triggers move the gallery's counts
 * and the catalogue version, so the storefront sees the change at once.
 */

export interface TemplateSpec {
  key: string;
  names: Localized;
  category: CategoryKind;
  markets: number[];
  tags: string[];
  design: DesignParams;
}

export interface TemplateState extends TemplateSpec {
  thumb: string | null;
  preview: string | null;
}

export type ApplyStatus = 'added' | 'updated' | 'unchanged';

export interface Applied {
  status: ApplyStatus;
  key: string;
  version: number;
  ids: number[];
  before: TemplateState | null;
  after: TemplateState;
  /** The fields an update changed. */
  changed: (keyof TemplateState)[];
}

/** Names trimmed, empty ones dropped: English is required by the input schemas. */
export function cleanNames(names: Record<string, string | undefined>): Localized {
  const out: Localized = {};
  for (const l of locales) {
    const v = names[l.code]?.trim();
    if (v) out[l.code] = v;
  }
  return out;
}

/**
 * A whole design from what a person chooses (layout, colours) and what a pack may give: the
 * rest follows from the key, so the same template always draws the same way.
 */
export function designFor(
  key: string,
  category: CategoryKind,
  given: Partial<DesignParams> & Pick<DesignParams, 'layout' | 'palette'>,
): DesignParams {
  const seed = createHash('sha256').update(key).digest().readUInt32BE(0) >>> 1 || 1;
  const r = prng(seed);
  return {
    layout: given.layout,
    motif: given.motif ?? r.pick(categoryStyle[category].motifs),
    hero: given.hero ?? r.pick(heroStyles),
    pattern: given.pattern ?? r.pick(patterns),
    columns: given.columns ?? (given.layout === 'compact' ? 5 : r.int(3, 5)),
    radius: given.radius ?? r.pick([0, 4, 8, 12, 16]),
    seed: given.seed ?? seed,
    palette: {
      color1: given.palette.color1.toLowerCase(),
      color2: given.palette.color2.toLowerCase(),
      color3: given.palette.color3.toLowerCase(),
    },
  };
}

/** What is wrong with a template's fields that the schemas cannot know: markets that do not exist, unknown tags. */
export async function specProblems(db: Db, spec: TemplateSpec): Promise<IssueKey[]> {
  const issues: IssueKey[] = [];
  const asked = [...new Set(spec.markets)].filter((m) => m !== GLOBAL_STATION);
  const known = asked.length
    ? new Set(
        (await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, asked))).map((r) => r.id),
      )
    : new Set<number>();
  if (asked.some((m) => !known.has(m))) issues.push({ path: 'markets', key: 'staff.templates.marketUnknown' });
  if (!categoryKinds.includes(spec.category))
    issues.push({ path: 'category', key: 'staff.templates.categoryRequired' });
  if (spec.tags.some((t) => !(tagKeys as readonly string[]).includes(t)))
    issues.push({ path: 'tags', key: 'staff.templates.tagUnknown' });
  return issues;
}

interface GroupRows {
  group: typeof templateGroups.$inferSelect;
  rows: { id: number; countriesId: number; active: boolean }[];
  state: TemplateState;
}

/** A group by its key or by any of its template ids, locked for the change; null if none. */
export async function readGroup(tx: Db, by: { key: string } | { templateId: number }): Promise<GroupRows | null> {
  let group: typeof templateGroups.$inferSelect | undefined;
  if ('key' in by) {
    [group] = await tx.select().from(templateGroups).where(eq(templateGroups.key, by.key)).for('update');
  } else {
    const [m] = await tx
      .select({ groupId: templateGroupMarkets.groupId })
      .from(templateGroupMarkets)
      .where(eq(templateGroupMarkets.templateId, by.templateId));
    if (m) [group] = await tx.select().from(templateGroups).where(eq(templateGroups.id, m.groupId)).for('update');
  }
  if (!group) return null;
  const rows = await tx
    .select({
      id: templates.id,
      countriesId: templates.countriesId,
      active: templates.active,
      names: templates.names,
      tags: templates.tags,
      design: templates.design,
      kind: templateCategories.kind,
    })
    .from(templateGroupMarkets)
    .innerJoin(templates, eq(templates.id, templateGroupMarkets.templateId))
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId))
    .where(eq(templateGroupMarkets.groupId, group.id))
    .orderBy(asc(templates.id));
  const first = rows[0];
  if (!first) return null;
  return {
    group,
    rows: rows.map((r) => ({ id: r.id, countriesId: r.countriesId, active: r.active })),
    state: {
      key: group.key,
      names: first.names,
      category: first.kind as CategoryKind,
      markets: rows
        .filter((r) => r.active)
        .map((r) => r.countriesId)
        .sort((a, b) => a - b),
      tags: first.tags,
      design: first.design,
      thumb: group.thumb,
      preview: group.preview,
    },
  };
}

/** Canonical JSON (sorted keys) for comparing two values of a field. */
const same = (a: unknown, b: unknown) => stable(a) === stable(b);
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** The market's category row of this kind, made (with the kind's names) when the market has none yet. */
async function categoryOf(tx: Db, market: number, kind: CategoryKind): Promise<number> {
  const id = categoryId(market, categoryKinds.indexOf(kind));
  await tx
    .insert(templateCategories)
    .values({ id, countriesId: market, kind, names: categoryNames[kind], sort: 50 + categoryKinds.indexOf(kind) })
    .onConflictDoNothing();
  return id;
}

const searchOf = (names: Localized) =>
  Object.fromEntries(locales.map((l) => [l.code, (names[l.code] ?? names['en'] ?? '').toLowerCase()]));

/**
 * Applies a template's fields in the caller's transaction (which holds the templates lock, see
 * lockTemplates). Images: a hash replaces the template's picture of that size; absent, it stays.
 */
export async function applyTemplate(
  tx: Db,
  spec: TemplateSpec,
  images: { thumb?: string | undefined; preview?: string | undefined },
  now: Date,
  existing: GroupRows | null,
): Promise<Applied> {
  const markets = [...new Set(spec.markets)].sort((a, b) => a - b);
  const after: TemplateState = {
    ...spec,
    markets,
    thumb: images.thumb ?? existing?.state.thumb ?? null,
    preview: images.preview ?? existing?.state.preview ?? null,
  };
  const fields = { names: spec.names, search: searchOf(spec.names), tags: spec.tags, design: spec.design };
  if (!existing) {
    const [group] = await tx
      .insert(templateGroups)
      .values({ key: spec.key, thumb: after.thumb, preview: after.preview, createdAt: now, updatedAt: now })
      .returning();
    const ids: number[] = [];
    // In the order the markets were given: the caller's first market is the first id.
    for (const m of new Set(spec.markets)) ids.push(await addRow(tx, group!.id, m, spec.category, fields, now));
    return { status: 'added', key: spec.key, version: group!.version, ids, before: null, after, changed: [] };
  }
  const before = existing.state;
  const changed = (Object.keys(after) as (keyof TemplateState)[]).filter((k) => !same(before[k], after[k]));
  const ids = existing.rows.filter((r) => markets.includes(r.countriesId)).map((r) => r.id);
  if (!changed.length) {
    return { status: 'unchanged', key: spec.key, version: existing.group.version, ids, before, after, changed };
  }
  for (const r of existing.rows) {
    await tx
      .update(templates)
      .set({
        ...fields,
        categoryId: await categoryOf(tx, r.countriesId, spec.category),
        active: markets.includes(r.countriesId),
      })
      .where(eq(templates.id, r.id));
  }
  const had = new Set(existing.rows.map((r) => r.countriesId));
  for (const m of markets.filter((m) => !had.has(m))) {
    ids.push(await addRow(tx, existing.group.id, m, spec.category, fields, now));
  }
  const [group] = await tx
    .update(templateGroups)
    .set({ thumb: after.thumb, preview: after.preview, version: sql`${templateGroups.version} + 1`, updatedAt: now })
    .where(eq(templateGroups.id, existing.group.id))
    .returning({ version: templateGroups.version });
  return { status: 'updated', key: spec.key, version: group!.version, ids, before, after, changed };
}

async function addRow(
  tx: Db,
  groupId: number,
  market: number,
  kind: CategoryKind,
  fields: Pick<typeof templates.$inferInsert, 'names' | 'search' | 'tags' | 'design'>,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(templates)
    .values({
      id: sql`nextval('template_added_id_seq')`,
      countriesId: market,
      categoryId: await categoryOf(tx, market, kind),
      ...fields,
      active: true,
      createdAt: now,
    })
    .returning({ id: templates.id });
  await tx.insert(templateGroupMarkets).values({ templateId: row!.id, groupId, countriesId: market });
  return row!.id;
}

/** One writer of templates at a time: two imports of one pack, or two people adding one key, wait in turn. */
export async function lockTemplates(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('template_groups'))`);
}

/** A state as the audit row keeps it: the image hashes shortened, the search column left out. */
export function auditState(s: TemplateState | null): unknown {
  if (!s) return null;
  return { ...s, thumb: s.thumb?.slice(0, 12) ?? null, preview: s.preview?.slice(0, 12) ?? null };
}
