import * as z from 'zod/mini';
import { type LocaleCode, localeCodes } from '../../../i18n/locales.ts';
import { idField } from './common.ts';

/**
 * Inputs of the design API (the site designer's editor, issue 17). The document itself is
 * checked by the service (validateSiteDocument), whose issues name the field in the document.
 */
const draftVersion = () => z.coerce.number({ error: 'design.api.versionRequired' }).check(z.int(), z.minimum(1));

export const designSlugParams = z.object({ slug: z.string() });
export const draftSaveInput = z.object({ version: draftVersion(), doc: z.unknown() });
export const draftResetInput = z.object({ version: draftVersion() });
export const templateSwitchInput = z.object({ version: draftVersion(), templateId: idField() });
export const templateSwitchQuery = z.object({ templateId: idField() });
const versionNumber = () => z.coerce.number({ error: 'design.api.versionUnknown' }).check(z.int(), z.minimum(1));
/**
 * `version`: the draft the operator sees. Optional for API callers that hold no draft; the
 * editor always sends it, so a draft another tab saved since is answered 409 and nothing happens.
 */
export const publishQuery = z.object({ version: z.optional(draftVersion()) });
export const rollbackInput = z.object({ versionNumber: versionNumber(), version: z.optional(draftVersion()) });
export const openVersionInput = z.object({ versionNumber: versionNumber(), version: draftVersion() });
export const addLanguageInput = z.object({
  version: draftVersion(),
  language: z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], { error: 'design.api.languageUnknown' }),
});
