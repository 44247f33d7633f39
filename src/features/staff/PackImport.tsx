import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import type { AnswerOf } from '~/shared/api/client';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { reasonGiven } from './staff';
import { staffApi } from './staffApi';
import { fileBase64, issueTemplate, megabytes, PACK_MAX_BYTES, pathInFolder } from './templateFiles';

type Result = AnswerOf<'/api/staff/templates/import', 'post'>;
type PackField = 'names' | 'category' | 'markets' | 'tags' | 'design' | 'thumb' | 'preview' | 'key';
type Refusal = { message: string; problems: { key: string | null; path: string; message: string }[] };

/**
 * A template pack imported from the console: the folder chosen with the browser's folder
 * picker (`webkitdirectory`), its files sent as base64 in one body (30 MB at most; a larger pack
 * goes through `npm run templates:import`). The answer says per template what was added,
 * updated or left unchanged, or — when the pack was refused and nothing changed — every problem
 * by the template's key.
 */
export function PackImport({ t, lang, onClose }: { t: Translate; lang: string; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ files?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ msg: string; data: Result } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const size = files.reduce((n, f) => n + f.size, 0);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (result || refusal) outcomeRef.current?.focus();
  }, [result, refusal]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setResult(null);
    setRefusal(null);
    const found = {
      ...(files.length ? {} : { files: t('staff.packs.filesRequired') }),
      ...(size > PACK_MAX_BYTES ? { files: t('staff.packs.tooBig') } : {}),
      ...(reasonGiven(reason) ? {} : { reason: t('staff.error.reasonRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = await Promise.all(files.map(async (f) => ({ name: pathInFolder(f), data: await fileBase64(f) })));
      const reply = await staffApi.reply('/api/staff/templates/import', {
        body: { files: body, reason: reason.trim() },
      });
      setResult({ msg: reply.msg, data: reply.data });
    } catch (err) {
      const problems =
        err instanceof ApiError
          ? err.issues
              .filter((i) => i.path !== 'reason')
              .map((i) => ({ key: issueTemplate(i.path), path: i.path, message: i.message }))
          : [];
      const reasonIssue = err instanceof ApiError ? err.issues.find((i) => i.path === 'reason') : undefined;
      if (reasonIssue) setErrors({ reason: reasonIssue.message });
      setRefusal({ message: errorMessage(err, t, 'errors.operationFailed'), problems });
    } finally {
      setBusy(false);
    }
  }

  const statusText = (r: Result['results'][number]) =>
    r.status === 'updated'
      ? t('staff.packs.status.updated', {
          fields: r.changed.map((f) => t(`staff.packs.field.${f as PackField}`)).join(', '),
        })
      : t(r.status === 'added' ? 'staff.packs.status.added' : 'staff.packs.status.unchanged');

  return (
    <div className="card staff-pack-import">
      <h3 ref={headingRef} tabIndex={-1} className="staff-card-title">
        {t('staff.packs.title')}
      </h3>
      <p>{t('staff.packs.lead')}</p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('staff.packs.folder')}
          hint={files.length ? t('staff.packs.chosen', { files: files.length, mb: megabytes(size, lang) }) : ''}
          error={errors.files ?? ''}
        >
          <input
            type="file"
            multiple
            {...{ webkitdirectory: '', directory: '' }}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </Field>
        <Field label={t('staff.resolve.reason')} hint={t('staff.reasonHint')} error={errors.reason ?? ''}>
          <textarea rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="staff-form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('staff.templates.back')}
          </button>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t(busy ? 'staff.packs.importing' : 'staff.packs.importButton')}
          </button>
        </div>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="staff-pack-outcome">
        {refusal && (
          <div className="form-alert" role="alert">
            <p>{refusal.message}</p>
            {refusal.problems.length > 0 && (
              <ul className="staff-pack-problems">
                {refusal.problems.map((p) => (
                  <li key={p.path}>
                    <span dir="ltr">{p.key ?? p.path}</span>: {p.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {result && (
          <div role="status">
            <p className="form-success">
              {result.data.added || result.data.updated ? result.msg : t('staff.packs.again')}{' '}
              {t('staff.packs.summary', {
                added: result.data.added,
                updated: result.data.updated,
                unchanged: result.data.unchanged,
              })}
            </p>
            <table className="staff-table staff-pack-results">
              <thead>
                <tr>
                  <th scope="col">{t('staff.packs.col.key')}</th>
                  <th scope="col">{t('staff.packs.col.result')}</th>
                  <th scope="col">{t('staff.packs.col.ids')}</th>
                </tr>
              </thead>
              <tbody>
                {result.data.results.map((r) => (
                  <tr key={r.key}>
                    <td data-label={t('staff.packs.col.key')}>
                      <span dir="ltr">{r.key}</span>
                    </td>
                    <td data-label={t('staff.packs.col.result')}>{statusText(r)}</td>
                    <td data-label={t('staff.packs.col.ids')} dir="ltr">
                      {r.ids.join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
