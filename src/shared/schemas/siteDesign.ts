import * as z from 'zod/mini';
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
export const rollbackInput = z.object({
  versionNumber: z.coerce.number({ error: 'design.api.versionUnknown' }).check(z.int(), z.minimum(1)),
});
