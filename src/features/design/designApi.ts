import type { SiteDocument } from '~/shared/siteDesign/document';
import type { DroppedSection } from '~/shared/siteDesign/switchTemplate';

/**
 * The design API of one site (routes of the publish part, under the console's path, signed in by
 * the console's session cookie). Every call answers a result, never throws: the editor shows
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

/** A published version (shared/schemas/answers/siteDesign.ts `version`). */
export interface VersionRow {
  number: number;
  publishedBy: string;
  publishedAt: string;
  rollbackOf: number | null;
  /** `pending` until its job has rendered it, then `ready`; `failed` after the job's last attempt. */
  state: 'pending' | 'ready' | 'failed';
  current: boolean;
}

/** A publish's answer: `unchanged` when the draft already was the newest version (none made). */
export interface PublishRow extends VersionRow {
  unchanged: boolean;
}

/** A rollback's answer: the new version, and the draft it left (the rolled-back version's document). */
export interface RollbackRow extends PublishRow {
  draft: Draft;
}

export interface VersionList {
  published: number | null;
  versions: VersionRow[];
}

/** The draft another tab saved, carried by a stale save's 409. */
export function staleCurrent(r: Result<unknown>): Draft | null {
  if (r.ok || r.status !== 409) return null;
  const cur = (r.body as { current?: Draft } | null)?.current;
  return cur && typeof cur.version === 'number' && cur.doc && typeof cur.doc === 'object' ? cur : null;
}

export async function call<T>(url: string, init: RequestInit = {}): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (err) {
    return { ok: false, status: 0, message: (err as Error).message };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* an empty or non-JSON answer */
  }
  // The house envelope ({code, msg, data}) or a bare body.
  const env = body as { code?: number; msg?: string; data?: unknown } | null;
  const data = env && typeof env === 'object' && 'code' in env ? env.data : body;
  if (res.ok && (env?.code === undefined || env.code === 0)) return { ok: true, data: data as T };
  return { ok: false, status: res.status, message: env?.msg ?? res.statusText, body };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The API of the site whose console is at `base` (`/s/<slug>/console`). */
export function designApi(base: string) {
  const root = `${base}/api/design`;
  return {
    draft: () => call<Draft>(`${root}/draft`),
    save: (draft: Draft, opts: { keepalive?: boolean } = {}) =>
      call<Draft>(`${root}/draft`, { ...json('PUT', draft), keepalive: opts.keepalive ?? false }),
    /** `version`: the draft the operator sees (a draft another tab saved since is answered 409). */
    publish: (version: number) => call<PublishRow>(`${root}/publish?version=${version}`, json('POST', {})),
    versions: () => call<VersionList>(`${root}/versions`),
    rollback: (versionNumber: number, version: number) =>
      call<RollbackRow>(`${root}/rollback`, json('POST', { versionNumber, version })),
    openVersion: (versionNumber: number, version: number) =>
      call<Draft>(`${root}/open-version`, json('POST', { versionNumber, version })),
    addLanguage: (language: string, version: number) =>
      call<Draft>(`${root}/add-language`, json('POST', { language, version })),
    previewLink: () => call<{ url: string; expiresAt: string }>(`${root}/preview-link`, json('POST', {})),
    resetToTemplate: (version: number) => call<Draft>(`${root}/reset-to-template`, json('POST', { version })),
    switchPreview: (templateId: number) =>
      call<{ dropped: DroppedSection[] }>(`${root}/switch-template?templateId=${templateId}`),
    switchTemplate: (version: number, templateId: number) =>
      call<Draft>(`${root}/switch-template`, json('POST', { version, templateId })),
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call<{ hash: string; path: string; url: string; value: string }>(`${root}/assets`, {
        method: 'POST',
        body: form,
      });
    },
  };
}

export type DesignApi = ReturnType<typeof designApi>;
