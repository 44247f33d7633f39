import { useEffect, useId, useState } from 'react';
import { isolate } from '~/shared/translate';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';
import { InlineConfirm } from './InlineConfirm';
import type { DesignApi, VersionRow } from './designApi';

interface Props {
  api: DesignApi;
  t: T;
  locale: string;
  /** The console's zone: times read as on the console's other pages. */
  timeZone: string;
  /** Rolls back (the caller follows the job); the dialog closes first. */
  onRollback: (number: number) => void;
  onClose: () => void;
}

/** Published versions, newest first, with who and when (in the operator's own time zone). */
export function VersionsDialog({ api, t, locale, timeZone, onRollback, onClose }: Props) {
  const id = useId();
  const [rows, setRows] = useState<VersionRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void api.versions().then((r) => {
      if (!live) return;
      if (r.ok) setRows([...r.data.versions].sort((a, b) => b.number - a.number));
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="design-dialog" closeLabel={t('design.editor.close')}>
      <h2 id={`${id}-title`}>{t('design.editor.versions.title')}</h2>
      <p className="design-muted">{t('design.editor.versions.zone', { zone: isolate(timeZone) })}</p>
      {failed && <p role="alert">{t('design.editor.versions.loadFailed')}</p>}
      {!rows && !failed && <p role="status">{t('design.editor.loading')}</p>}
      {rows?.length === 0 && <p>{t('design.editor.versions.none')}</p>}
      {rows && rows.length > 0 && (
        <ul className="design-list" aria-label={t('design.editor.versions.title')}>
          {rows.map((v) => (
            <li key={v.number} data-version={v.number}>
              <span>
                <strong>{t('design.editor.versions.number', { number: v.number })}</strong>{' '}
                {v.current && <span className="design-badge">{t('design.editor.versions.live')}</span>}
                {v.state === 'failed' && (
                  <span className="design-badge design-badge--bad">{t('design.editor.versions.failed')}</span>
                )}
                <br />
                <span className="design-muted">
                  {t('design.editor.versions.by', {
                    who: isolate(v.publishedBy),
                    when: when.format(new Date(v.publishedAt)),
                  })}
                  {v.rollbackOf ? ` · ${t('design.editor.versions.rollbackOf', { number: v.rollbackOf })}` : ''}
                </span>
              </span>
              {!v.current &&
                v.state === 'ready' &&
                (confirming === v.number ? (
                  <InlineConfirm
                    confirmLabel={t('design.editor.versions.rollbackConfirm', { number: v.number })}
                    cancelLabel={t('design.editor.cancel')}
                    onConfirm={() => onRollback(v.number)}
                    onCancel={() => setConfirming(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="design-btn design-btn--small"
                    onClick={() => setConfirming(v.number)}
                    aria-label={t('design.editor.versions.rollbackTo', { number: v.number })}
                  >
                    {t('design.editor.versions.rollback')}
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
