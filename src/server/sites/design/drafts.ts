import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import { droppedSections, switchTemplate } from '../../../shared/siteDesign/switchTemplate.ts';
import { validateSiteDocument } from '../../../shared/siteDesign/validate.ts';
import { asKey } from '../../../shared/messageKey.ts';
import type { Db } from '../../db/client.ts';
import { siteDrafts, type sites, templates } from '../../db/schema/index.ts';
import { startingDocFor } from './facts.ts';

export type SiteRow = typeof sites.$inferSelect;
export type Draft = { version: number; doc: SiteDocument; updatedAt: Date; updatedBy: string };

/** Who changed a draft or published a version: the site's operations account (one per site). */
export const actorOf = (site: Pick<SiteRow, 'opsAccount'>) => site.opsAccount;

/** A save made from a version that is no longer the draft's: 409, with the draft as it is now. */
export class StaleDraft extends AppError {
  readonly current: Draft;
  constructor(current: Draft) {
    super('conflict', { key: 'design.api.staleDraft' });
    this.current = current;
  }
}

const columns = {
  version: siteDrafts.version,
  doc: siteDrafts.doc,
  updatedAt: siteDrafts.updatedAt,
  updatedBy: siteDrafts.updatedBy,
};

/** The site's draft; on first open, its template's starting document (made once, whoever asks first). */
export async function loadDraft(db: Db, site: SiteRow, now: Date): Promise<Draft> {
  const [found] = await db.select(columns).from(siteDrafts).where(eq(siteDrafts.siteId, site.id));
  if (found) return found;
  await db
    .insert(siteDrafts)
    .values({
      siteId: site.id,
      doc: await startingDocFor(db, site),
      version: 1,
      updatedAt: now,
      updatedBy: actorOf(site),
    })
    .onConflictDoNothing();
  const [made] = await db.select(columns).from(siteDrafts).where(eq(siteDrafts.siteId, site.id));
  return made!;
}

/** The document as every save takes it: valid, or 400 with each problem, nothing changed. */
export function checkedDoc(doc: unknown): SiteDocument {
  const checked = validateSiteDocument(doc);
  if (!checked.ok)
    throw new AppError('validation_failed', {
      key: 'design.api.invalidDocument',
      issues: checked.issues.map((i) => ({ path: i.path, key: asKey(i.key) })),
    });
  return checked.doc;
}

/**
 * Replaces the draft if it is still at `expected`: one conditional update, so of two tabs
 * saving the same version one wins and the other gets StaleDraft with the winner's draft.
 */
export async function saveDraft(
  db: Db,
  site: SiteRow,
  input: { version: number; doc: unknown },
  now: Date,
): Promise<Draft> {
  const doc = checkedDoc(input.doc);
  return replaceDraft(db, site, input.version, doc, now);
}

/**
 * The draft becomes `doc` if it is still at `expected` (undefined: whatever it is at, for an
 * API caller that holds no draft; the editor always sends its version). The first open of a
 * site makes its draft, so there is always a row to replace.
 */
export async function replaceDraft(
  db: Db,
  site: SiteRow,
  expected: number | undefined,
  doc: SiteDocument,
  now: Date,
): Promise<Draft> {
  if (expected === undefined) await loadDraft(db, site, now);
  const [saved] = await db
    .update(siteDrafts)
    .set({ doc, version: sql`${siteDrafts.version} + 1`, updatedAt: now, updatedBy: actorOf(site) })
    .where(and(eq(siteDrafts.siteId, site.id), expected === undefined ? undefined : eq(siteDrafts.version, expected)))
    .returning(columns);
  if (saved) return saved;
  throw new StaleDraft(await loadDraft(db, site, now));
}

/** Reset to template: the draft becomes its template's starting document again (a save like any other). */
export async function resetDraft(db: Db, site: SiteRow, input: { version: number }, now: Date): Promise<Draft> {
  const current = await loadDraft(db, site, now);
  return replaceDraft(db, site, input.version, await startingDocFor(db, site, current.doc.templateId), now);
}

/** The sections switching to `templateId` would drop (nothing changes): the switch confirmation lists them. */
export async function switchTemplatePreview(db: Db, site: SiteRow, templateId: number, now: Date) {
  await activeTemplate(db, templateId);
  const current = await loadDraft(db, site, now);
  return { dropped: droppedSections(current.doc, await startingDocFor(db, site, templateId)) };
}

async function activeTemplate(db: Db, templateId: number): Promise<void> {
  const [tpl] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.active, true)));
  if (!tpl) {
    throw new AppError('validation_failed', {
      key: 'design.api.templateUnknown',
      issues: [{ path: 'templateId', key: 'design.api.templateUnknown' }],
    });
  }
}

/** Another template's starting document, keeping the operator's texts where its sections match. */
export async function switchDraftTemplate(
  db: Db,
  site: SiteRow,
  input: { version: number; templateId: number },
  now: Date,
): Promise<Draft> {
  await activeTemplate(db, input.templateId);
  const current = await loadDraft(db, site, now);
  const next = switchTemplate(current.doc, await startingDocFor(db, site, input.templateId));
  return replaceDraft(db, site, input.version, checkedDoc(next), now);
}
