import * as z from 'zod/mini';
import { SECTION_TYPES, siteDocumentSchema } from '../../siteDesign/document.ts';
import { failure, time } from './envelope.ts';

/** Answers of the design API (issue 17). */
export const draft = z.object({
  /** Sent back with the next save: a save of an older version is refused (409 with `current`). */
  version: z.number(),
  doc: siteDocumentSchema,
  updatedAt: time(),
  updatedBy: z.string(),
});

/** What switching to a template would drop: sections of the draft's standard pages, by page, id and type. */
export const switchPreview = z.object({
  dropped: z.array(z.object({ pageId: z.string(), sectionId: z.string(), type: z.enum(SECTION_TYPES) })),
});

/** The 409 of a stale save: the failure envelope, and the draft as the other tab left it. */
export const staleDraft = z.object({ ...failure.shape, current: draft });

export const version = z.object({
  number: z.number(),
  /** The operations account that published it (`platform` for the version made at provisioning). */
  publishedBy: z.string(),
  publishedAt: time(),
  /** The number of the version it republished (rollback), else null. */
  rollbackOf: z.nullable(z.number()),
  /** `pending` until its job has rendered it, then `ready`; `failed` after the job's last attempt. */
  state: z.enum(['pending', 'ready', 'failed']),
  attempts: z.number(),
  /** The version visitors see now. */
  current: z.boolean(),
});

/** A publish: `unchanged` when the draft already was the newest version (no version made; that one is answered). */
export const publishAnswer = z.object({ ...version.shape, unchanged: z.boolean() });
/** A rollback: the new version, and the draft, which is now the rolled-back version's document. */
export const rollbackAnswer = z.object({ ...version.shape, unchanged: z.boolean(), draft });

export const versionList = z.object({ published: z.nullable(z.number()), versions: z.array(version) });

export const asset = z.object({
  hash: z.string(),
  /** What a document's image field holds (`asset:<hash>`; fields.ts). */
  value: z.string(),
  /** Relative to the site's root. */
  path: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});

export const previewLink = z.object({ url: z.string(), expiresAt: time() });
