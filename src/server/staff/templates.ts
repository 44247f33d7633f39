import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError, type IssueKey } from '../../shared/errors.ts';
import type { CategoryKind } from '../../shared/gameCategories.ts';
import type { Layout } from '../../shared/templateArt.ts';
import { templatePreviewUrl, templateThumbUrl } from '../../shared/templateUrls.ts';
import { categoryStyle } from '../data/catalog/categories.ts';
import type { Db } from '../db/client.ts';
import { templateCategories, templateGroupMarkets, templateGroups, templates } from '../db/schema/index.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';
import {
  applyTemplate,
  auditState,
  cleanNames,
  designFor,
  lockTemplates,
  readGroup,
  specProblems,
  type TemplateSpec,
} from './templateApply.ts';
import { prepareImage, type PreparedImage, storeImages, TEMPLATE_IMAGE_LIMITS } from './templateImages.ts';

/**
 * Templates added and edited in the console, one at a time: checked, their pictures checked by
 * their bytes and re-encoded, then written with one audit row (before → after) in one
 * transaction. A pack (templatePack.ts) goes through the same rule, templateApply.ts.
 */

export interface TemplateForm {
  names: Record<string, string | undefined>;
  category: CategoryKind;
  markets: number[];
  tags?: string[] | undefined;
  layout: Layout;
  palette: { color1: string; color2: string; color3: string };
  /** Pictures in base64, as the console sends them. */
  thumb?: string | undefined;
  preview?: string | undefined;
  reason: string;
}

/** An image's problem as the issue a form shows on its field (the limits named). */
export function imageIssue(path: string, problem: string): IssueKey {
  const key = `staff.templates.image.${problem}` as IssueKey['key'];
  return {
    path,
    key,
    vars: {
      mb: TEMPLATE_IMAGE_LIMITS.bytes / 1024 / 1024,
      // Pixels as a plain figure (4096, not 4,096), as an image editor shows them.
      max: String(TEMPLATE_IMAGE_LIMITS.maxSide),
      min: String(TEMPLATE_IMAGE_LIMITS.minSide),
    },
  };
}

/** The form's pictures decoded and checked (before any transaction): prepared, or the issues. */
async function formImages(form: TemplateForm) {
  const issues: IssueKey[] = [];
  const out: { thumb?: PreparedImage; preview?: PreparedImage } = {};
  for (const size of ['thumb', 'preview'] as const) {
    const data = form[size];
    if (!data) continue;
    const img = await prepareImage(Buffer.from(data, 'base64'));
    if (typeof img === 'string') issues.push(imageIssue(size, img));
    else out[size] = img;
  }
  return { images: out, issues };
}

function refuse(issues: IssueKey[]): never {
  throw new AppError('validation_failed', { issues });
}

/** Adds a template in the markets chosen; its key must be new. */
export async function addTemplate(db: Db, actor: StaffActor, input: TemplateForm & { key: string }, now: Date) {
  const spec: TemplateSpec = {
    key: input.key,
    names: cleanNames(input.names),
    category: input.category,
    markets: input.markets,
    tags: [...new Set(input.tags ?? [categoryStyle[input.category].tag])],
    design: designFor(input.key, input.category, { layout: input.layout, palette: input.palette }),
  };
  const { images, issues } = await formImages(input);
  issues.push(...(await specProblems(db, spec)));
  if (issues.length) refuse(issues);
  return db.transaction(async (tx) => {
    await lockTemplates(tx);
    if (await readGroup(tx, { key: spec.key })) refuse([{ path: 'key', key: 'staff.templates.keyTaken' }]);
    await storeImages(tx, Object.values(images), now);
    const done = await applyTemplate(tx, spec, { thumb: images.thumb?.hash, preview: images.preview?.hash }, now, null);
    await appendAudit(
      tx,
      actor,
      {
        action: 'catalogue.templateAdd',
        target: `template:${spec.key}`,
        after: { ...(auditState(done.after) as object), ids: done.ids },
        reason: input.reason,
      },
      now,
    );
    return { key: done.key, version: done.version, status: done.status, ids: done.ids };
  });
}

/**
 * Edits a template (named by any of its ids) as read at `version`: someone else's edit since
 * then is a 409 and changes nothing. Pictures not sent stay as they are.
 */
export async function editTemplate(
  db: Db,
  actor: StaffActor,
  input: TemplateForm & { id: number; version: number },
  now: Date,
) {
  const { images, issues } = await formImages(input);
  const probe: TemplateSpec = {
    key: 'probe',
    names: {},
    category: input.category,
    markets: input.markets,
    tags: input.tags ?? [],
    design: designFor('probe', input.category, input),
  };
  issues.push(...(await specProblems(db, probe)));
  if (issues.length) refuse(issues);
  return db.transaction(async (tx) => {
    await lockTemplates(tx);
    const existing = await readGroup(tx, { templateId: input.id });
    if (!existing) throw new AppError('not_found', { key: 'staff.templates.notEditable' });
    if (existing.group.version !== input.version) throw new AppError('conflict', { key: 'staff.templates.stale' });
    const spec: TemplateSpec = {
      key: existing.group.key,
      names: cleanNames(input.names),
      category: input.category,
      markets: input.markets,
      tags: input.tags ? [...new Set(input.tags)] : existing.state.tags,
      // The design's other choices (motif, hero, …) stay as they were: the form shows layout and colours.
      design: {
        ...existing.state.design,
        layout: input.layout,
        palette: designFor('k', input.category, input).palette,
      },
    };
    await storeImages(tx, Object.values(images), now);
    const done = await applyTemplate(
      tx,
      spec,
      { thumb: images.thumb?.hash, preview: images.preview?.hash },
      now,
      existing,
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'catalogue.templateEdit',
        target: `template:${spec.key}`,
        before: auditState(done.before),
        after: { ...(auditState(done.after) as object), ids: done.ids, changed: done.changed },
        reason: input.reason,
      },
      now,
    );
    return { key: done.key, version: done.version, status: done.status, ids: done.ids };
  });
}

/** A template's fields for the edit form, by any of its ids; a seeded template answers with no key. */
export async function templateDetail(db: Db, id: number) {
  const group = await readGroup(db, { templateId: id });
  if (group) {
    const { state } = group;
    return {
      key: state.key,
      version: group.group.version,
      ids: group.rows,
      names: state.names,
      category: state.category,
      markets: state.markets,
      tags: state.tags,
      layout: state.design.layout,
      palette: state.design.palette,
      thumbnail: templateThumbUrl(group.rows[0]!.id),
      preview: templatePreviewUrl(group.rows[0]!.id),
      ownThumb: state.thumb !== null,
      ownPreview: state.preview !== null,
    };
  }
  const [row] = await db
    .select({ t: templates, kind: templateCategories.kind })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId))
    .where(eq(templates.id, id));
  if (!row) throw new AppError('not_found');
  const t = row.t;
  return {
    key: null,
    version: 0,
    ids: [{ id: t.id, countriesId: t.countriesId, active: t.active }],
    names: t.names,
    category: row.kind,
    markets: t.active ? [t.countriesId] : [],
    tags: t.tags,
    layout: t.design.layout,
    palette: t.design.palette,
    thumbnail: templateThumbUrl(t.id),
    preview: templatePreviewUrl(t.id),
    ownThumb: false,
    ownPreview: false,
  };
}

/**
 * Every template, on sale or not, newest first: by market, and by a text that is an id, a key
 * or part of the English name.
 */
export async function staffTemplates(
  db: Db,
  input: { q?: string | undefined; countriesId?: number | undefined; page: number; pageSize: number },
) {
  const where: (SQL | undefined)[] = [];
  if (input.countriesId !== undefined) where.push(eq(templates.countriesId, input.countriesId));
  const q = input.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      sql`(${templates.search}->>'en' like ${like} or ${templateGroups.key} like ${like}${
        /^\d{1,9}$/.test(q) ? sql` or ${templates.id} = ${Number(q)}` : sql``
      })`,
    );
  }
  const cond = and(...where);
  const from = db
    .select({
      id: templates.id,
      key: templateGroups.key,
      name: sql<string>`${templates.names}->>'en'`,
      countriesId: templates.countriesId,
      category: templateCategories.kind,
      active: templates.active,
      createdAt: templates.createdAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId))
    .leftJoin(templateGroupMarkets, eq(templateGroupMarkets.templateId, templates.id))
    .leftJoin(templateGroups, eq(templateGroups.id, templateGroupMarkets.groupId));
  const rows = await from
    .where(cond)
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    list: rows.map(({ total: _, ...r }) => ({
      ...r,
      key: r.key ?? null,
      name: r.name ?? '',
      thumbnail: templateThumbUrl(r.id),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}
