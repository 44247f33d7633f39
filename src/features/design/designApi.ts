import type * as z from 'zod/mini';
import type { LocaleCode } from '../../../i18n/locales';
import { CallFailed, fetchClient } from '~/shared/api/fetchClient';
import type * as answers from '~/shared/schemas/answers/siteDesign';
import type { SiteDocument } from '~/shared/siteDesign/document';

/**
 * The design API of one site (under the console's path, signed in by the console's session
 * cookie), on the typed client. Every call answers a result, never throws: the editor shows
 * network failures and refusals as states, and retries what can be retried.
 */
export type Result<T> =
  | { ok: true; data: T }
  /** Status 0: no answer at all (offline, server down), worth retrying. `body`: the whole answer. */
  | { ok: false; status: number; message: string; body?: unknown };

export interface Draft {
  version: number;
  doc: SiteDocument;
}

/** A published version, a publish's answer (`unchanged` when no version was made), a rollback's (with the draft it left). */
export type VersionRow = z.infer<typeof answers.version>;
export type PublishRow = z.infer<typeof answers.publishAnswer>;
export type RollbackRow = z.infer<typeof answers.rollbackAnswer>;
export type VersionList = z.infer<typeof answers.versionList>;

/** The draft another tab saved, carried by a stale save's 409. */
export function staleCurrent(r: Result<unknown>): Draft | null {
  if (r.ok || r.status !== 409) return null;
  const cur = (r.body as { current?: Draft } | null)?.current;
  return cur && typeof cur.version === 'number' && cur.doc && typeof cur.doc === 'object' ? cur : null;
}

/** A call's outcome as a value (a CallFailed becomes `ok: false`), for the editor's states. */
export async function result<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await call };
  } catch (err) {
    if (err instanceof CallFailed) return { ok: false, status: err.status, message: err.message, body: err.body };
    throw err;
  }
}

/** The design API of the site `slug`, as its console's editor calls it. */
export function designApi(slug: string) {
  const api = fetchClient();
  const params = { slug };
  return {
    draft: () => result(api.get('/s/{slug}/console/api/design/draft', { params })),
    save: (draft: Draft, opts: { keepalive?: boolean } = {}) =>
      result(
        api.put('/s/{slug}/console/api/design/draft', { params, body: draft, keepalive: opts.keepalive ?? false }),
      ),
    /** `version`: the draft the operator sees (a draft another tab saved since is answered 409). */
    publish: (version: number) =>
      result(api.post('/s/{slug}/console/api/design/publish', { params, query: { version } })),
    versions: () => result(api.get('/s/{slug}/console/api/design/versions', { params })),
    rollback: (versionNumber: number, version: number) =>
      result(api.post('/s/{slug}/console/api/design/rollback', { params, body: { versionNumber, version } })),
    openVersion: (versionNumber: number, version: number) =>
      result(api.post('/s/{slug}/console/api/design/open-version', { params, body: { versionNumber, version } })),
    addLanguage: (language: LocaleCode, version: number) =>
      result(api.post('/s/{slug}/console/api/design/add-language', { params, body: { language, version } })),
    previewLink: () => result(api.post('/s/{slug}/console/api/design/preview-link', { params })),
    resetToTemplate: (version: number) =>
      result(api.post('/s/{slug}/console/api/design/reset-to-template', { params, body: { version } })),
    switchPreview: (templateId: number) =>
      result(api.get('/s/{slug}/console/api/design/switch-template', { params, query: { templateId } })),
    switchTemplate: (version: number, templateId: number) =>
      result(api.post('/s/{slug}/console/api/design/switch-template', { params, body: { version, templateId } })),
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return result(api.post('/s/{slug}/console/api/design/assets', { params, form }));
    },
  };
}

export type DesignApi = ReturnType<typeof designApi>;
