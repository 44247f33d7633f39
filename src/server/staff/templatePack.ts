import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { locales } from '../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { AppError, type IssueKey } from '../../shared/errors.ts';
import { categoryKinds } from '../../shared/gameCategories.ts';
import { TEMPLATE_KEY } from '../../shared/schemas/staff.ts';
import { heroStyles, layouts, motifs, patterns } from '../../shared/templateArt.ts';
import type { Db } from '../db/client.ts';
import { countries } from '../db/schema/index.ts';
import { issueKey } from '../http/validate.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';
import {
  type Applied,
  applyTemplate,
  cleanNames,
  designFor,
  lockTemplates,
  readGroup,
  specProblems,
  type TemplateSpec,
  type TemplateState,
} from './templateApply.ts';
import { prepareImage, type PreparedImage, storeImages } from './templateImages.ts';
import { imageIssue } from './templates.ts';

/**
 * A template pack (docs/template-packs.md): a folder with `pack.json` and the pictures it names.
 * An import is all or nothing: every template and picture is checked first, and one refused
 * template refuses the pack (each problem named by the template's key). Then, in one
 * transaction with one audit row, each template is added, updated or found unchanged by its key,
 * so importing the same pack again adds nothing.
 */

export const PACK_FILE = 'pack.json';
const color = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid'));
const filePath = z.string().check(z.minLength(1), z.maxLength(200, 'validation.tooLong'));
const name = z.string().check(z.trim(), z.maxLength(80, 'validation.tooLong'));
const packTemplate = z.object({
  key: z.string({ error: 'staff.templates.keyInvalid' }).check(z.regex(TEMPLATE_KEY, 'staff.templates.keyInvalid')),
  names: z.object({
    ...Object.fromEntries(locales.map((l) => [l.code, z.optional(name)])),
    en: z
      .string({ error: 'staff.templates.nameRequired' })
      .check(z.trim(), z.minLength(2, 'staff.templates.nameRequired'), z.maxLength(80, 'validation.tooLong')),
  }),
  category: z.enum(categoryKinds, { error: 'staff.templates.categoryRequired' }),
  markets: z
    .array(z.string({ error: 'staff.templates.marketUnknown' }), { error: 'staff.templates.marketsRequired' })
    .check(z.minLength(1, 'staff.templates.marketsRequired'), z.maxLength(30, 'validation.tooBig')),
  tags: z.optional(z.array(z.string()).check(z.maxLength(8, 'validation.tooBig'))),
  design: z.object({
    layout: z.enum(layouts, { error: 'validation.invalid' }),
    palette: z.object({ color1: color, color2: color, color3: color }),
    motif: z.optional(z.enum(motifs as [string, ...string[]], { error: 'validation.invalid' })),
    hero: z.optional(z.enum(heroStyles, { error: 'validation.invalid' })),
    pattern: z.optional(z.enum(patterns, { error: 'validation.invalid' })),
    columns: z.optional(z.int().check(z.minimum(3), z.maximum(6))),
    radius: z.optional(z.int().check(z.minimum(0), z.maximum(16))),
  }),
  images: z.optional(z.object({ thumbnail: z.optional(filePath), preview: z.optional(filePath) })),
});
const packSchema = z.object({
  format: z.literal(1, { error: 'staff.packs.format' }),
  name: z
    .string({ error: 'staff.packs.nameRequired' })
    .check(z.trim(), z.minLength(1, 'staff.packs.nameRequired'), z.maxLength(100, 'validation.tooLong')),
  templates: z
    .array(packTemplate, { error: 'staff.packs.noTemplates' })
    .check(z.minLength(1, 'staff.packs.noTemplates'), z.maxLength(200, 'staff.packs.tooManyTemplates')),
});
type PackTemplate = z.infer<typeof packTemplate>;

/** A file's path inside the pack: forward slashes, no `./`, never outside the folder. */
export function packPath(p: string): string | null {
  const parts = p
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  if (!parts.length || parts.some((s) => s === '..')) return null;
  return parts.join('/');
}

export interface PackResult {
  pack: string;
  added: number;
  updated: number;
  unchanged: number;
  results: { key: string; status: Applied['status']; ids: number[]; changed: string[] }[];
}

interface Checked {
  spec: TemplateSpec;
  images: { thumb?: PreparedImage; preview?: PreparedImage };
}

const refused = (issues: IssueKey[], templatesRefused: number): never => {
  throw new AppError('validation_failed', {
    key: templatesRefused ? 'staff.packs.refused' : 'staff.packs.invalid',
    vars: { refused: templatesRefused },
    issues,
  });
};

/** The pack read and every template checked, pictures decoded: the specs, or the refusal naming each problem. */
async function checkPack(db: Db, files: Map<string, Uint8Array>): Promise<{ name: string; checked: Checked[] }> {
  const byPath = new Map<string, Uint8Array>();
  for (const [p, bytes] of files) {
    const path = packPath(p);
    if (path) byPath.set(path, bytes);
  }
  const raw = byPath.get(PACK_FILE);
  if (!raw) return refused([{ path: PACK_FILE, key: 'staff.packs.noPackFile' }], 0);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    return refused([{ path: PACK_FILE, key: 'staff.packs.badJson' }], 0);
  }
  const parsed = packSchema.safeParse(json);
  if (!parsed.success) {
    const list = (json as { templates?: { key?: unknown }[] })?.templates;
    const issues = parsed.error.issues.map((i) => {
      const issue =
        i.path[0] === 'format' ? { ...issueKey(i, json), vars: { format: '"format": 1' } } : issueKey(i, json);
      // templates.3.names.en → templates.<its key>.names.en, as the result lists it.
      const [top, index, ...rest] = i.path;
      const key = top === 'templates' && typeof index === 'number' ? list?.[index]?.key : undefined;
      return typeof key === 'string' ? { ...issue, path: ['templates', key, ...rest].join('.') } : issue;
    });
    const bad = new Set(parsed.error.issues.filter((i) => i.path[0] === 'templates').map((i) => i.path[1]));
    return refused(issues, bad.size);
  }
  const pack = parsed.data;
  const isoIds = new Map(
    (await db.select({ id: countries.id, iso: countries.iso }).from(countries)).map((c) => [c.iso.toUpperCase(), c.id]),
  );
  const issues: IssueKey[] = [];
  const refusedKeys = new Set<string>();
  const problem = (t: PackTemplate, field: string, issue: Omit<IssueKey, 'path'>) => {
    issues.push({ ...issue, path: `templates.${t.key}.${field}` } as IssueKey);
    refusedKeys.add(t.key);
  };
  const seen = new Set<string>();
  const checked: Checked[] = [];
  const decoded = new Map<string, Promise<PreparedImage | string>>();
  for (const t of pack.templates) {
    if (seen.has(t.key)) problem(t, 'key', { key: 'staff.packs.keyTwice' });
    seen.add(t.key);
    const markets = t.markets.map((m) => (m.toLowerCase() === 'global' ? GLOBAL_STATION : isoIds.get(m.toUpperCase())));
    if (markets.some((m) => m === undefined)) problem(t, 'markets', { key: 'staff.templates.marketUnknown' });
    const spec: TemplateSpec = {
      key: t.key,
      names: cleanNames(t.names as Record<string, string | undefined>),
      category: t.category,
      markets: markets.filter((m): m is number => m !== undefined),
      tags: [...new Set(t.tags ?? [])],
      design: designFor(t.key, t.category, t.design as Parameters<typeof designFor>[2]),
    };
    for (const issue of await specProblems(db, spec)) {
      if (issue.path !== 'markets' || !markets.some((m) => m === undefined)) problem(t, issue.path, issue);
    }
    const images: Checked['images'] = {};
    for (const [size, field] of [
      ['thumb', 'thumbnail'],
      ['preview', 'preview'],
    ] as const) {
      const named = t.images?.[field];
      if (!named) continue;
      const path = packPath(named);
      const bytes = path ? byPath.get(path) : undefined;
      if (!path || !bytes) {
        problem(t, `images.${field}`, { key: 'staff.packs.fileMissing', vars: { file: named } });
        continue;
      }
      if (!decoded.has(path)) decoded.set(path, prepareImage(bytes));
      const img = await decoded.get(path)!;
      if (typeof img === 'string') problem(t, `images.${field}`, imageIssue('', img));
      else images[size] = img;
    }
    checked.push({ spec, images });
  }
  if (issues.length) refused(issues, refusedKeys.size);
  return { name: pack.name, checked };
}

/** Only the fields an update changed, for the audit row. */
const pick = (s: TemplateState | null, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, (s as unknown as Record<string, unknown> | null)?.[k] ?? null]));

/** Imports a pack's files (path → bytes): all of it, or nothing and why. */
export async function importPack(
  db: Db,
  actor: StaffActor,
  input: { files: Map<string, Uint8Array>; reason: string },
  now: Date,
): Promise<PackResult> {
  const { name, checked } = await checkPack(db, input.files);
  const digest = createHash('sha256')
    .update(input.files.get(PACK_FILE) ?? new Uint8Array())
    .digest('hex');
  return db.transaction(async (tx) => {
    await lockTemplates(tx);
    await storeImages(
      tx,
      checked.flatMap((c) => Object.values(c.images)),
      now,
    );
    const done: Applied[] = [];
    for (const c of checked) {
      const existing = await readGroup(tx, { key: c.spec.key });
      done.push(
        await applyTemplate(
          tx,
          c.spec,
          { thumb: c.images.thumb?.hash, preview: c.images.preview?.hash },
          now,
          existing,
        ),
      );
    }
    const of = (s: Applied['status']) => done.filter((d) => d.status === s);
    await appendAudit(
      tx,
      actor,
      {
        action: 'catalogue.templateImport',
        target: `template_pack:${name}`,
        before: of('updated').map((d) => ({ key: d.key, ...pick(d.before, d.changed) })),
        after: {
          packSha256: digest,
          added: of('added').map((d) => ({ key: d.key, ids: d.ids })),
          updated: of('updated').map((d) => ({ key: d.key, ...pick(d.after, d.changed) })),
          unchanged: of('unchanged').length,
        },
        reason: input.reason,
      },
      now,
    );
    return {
      pack: name,
      added: of('added').length,
      updated: of('updated').length,
      unchanged: of('unchanged').length,
      results: done.map((d) => ({ key: d.key, status: d.status, ids: d.ids, changed: d.changed })),
    };
  });
}
