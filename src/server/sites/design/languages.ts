import type { LocaleCode } from '../../../../i18n/locales.ts';
import { withLanguage } from '../../../shared/siteDesign/addLanguage.ts';
import type { Db } from '../../db/client.ts';
import { checkedDoc, type Draft, loadDraft, replaceDraft, type SiteRow } from './drafts.ts';
import { startingDocFor } from './facts.ts';

/**
 * A language added to the draft (a save like any other: a stale `version` is answered 409):
 * the template's texts in that language, from the template's starting document written in
 * the first language and the new one; the operator's own texts are left to show the first
 * language's, marked in the editor (shared/siteDesign/addLanguage.ts).
 */
export async function addDraftLanguage(
  db: Db,
  site: SiteRow,
  input: { version: number; language: LocaleCode },
  now: Date,
): Promise<Draft> {
  const current = await loadDraft(db, site, now);
  const first = current.doc.languages[0]!;
  const template = await startingDocFor(db, site, current.doc.templateId, [first, input.language]);
  return replaceDraft(db, site, input.version, checkedDoc(withLanguage(current.doc, input.language, template)), now);
}
