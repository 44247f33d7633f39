import { useEffect, useId, useState } from 'react';
import { isolate } from '~/shared/translate';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';
import type { DesignApi, VersionRow } from './designApi';

interface Props {
  api: DesignApi;
  t: T;
  locale: string;
  /** The console's zone: times read as on the console's other pages. */
  timeZone: string;
  /** The zone as a person reads it ("Vietnam (GMT+7)", not "Asia/Ho_Chi_Minh"): the server names it. */
  timeZoneLabel: string;
  /** Rolls back (the caller follows the job and takes the draft it leaves); the dialog closes first. */
  onRollback: (number: number) => void;
  /** Makes the draft that version's document; the dialog closes first. */
  onOpen: (number: number) => void;
  onClose: () => void;
}

type Asking = { number: number; action: 'rollback' | 'open' } | null;

/**
 * Published versions, newest first, with who and when (in the operator's own time zone). Each
 * rendered version can be previewed (its pages as published, behind a preview link), opened
 * into the editor, or published again (rollback); the last two replace the draft, which the
 * question says before anything happens.
 */
export function VersionsDialog({ api, t, locale, timeZone, timeZoneLabel, onRollback, onOpen, onClose }: Props) {
  const id = useId();
  const [rows, setRows] = useState<VersionRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [previewRoot, setPreviewRoot] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api.versions().then((r) => {
      if (!live) return;
      if (r.ok) setRows([...r.data.versions].sort((a, b) => b.number - a.number));
      else setFailed(true);
    });
    void api.previewLink().then((r) => {
      if (live && r.ok) setPreviewRoot(r.data.url);
    });
    return () => {
      live = false;
    };
  }, [api]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="design-dialog" closeLabel={t('design.editor.close')}>
      <h2 id={`${id}-title`}>{t('design.editor.versions.title')}</h2>
      <p className="design-muted">{t('design.editor.versions.zone', { zone: isolate(timeZoneLabel) })}</p>
      {failed && <p role="alert">{t('design.editor.versions.loadFailed')}</p>}
      {!rows && !failed && <p role="status">{t('design.editor.loading')}</p>}
      {rows?.length === 0 && <p>{t('design.editor.versions.none')}</p>}
      {rows && rows.length > 0 && (
        <ul className="design-list design-versions" aria-label={t('design.editor.versions.title')}>
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
              {v.state === 'ready' &&
                (asking?.number === v.number ? (
                  <Question
                    t={t}
                    number={v.number}
                    action={asking.action}
                    onConfirm={() => (asking.action === 'open' ? onOpen(v.number) : onRollback(v.number))}
                    onCancel={() => setAsking(null)}
                  />
                ) : (
                  <span className="design-row">
                    {previewRoot && (
                      <a
                        className="design-btn design-btn--small"
                        href={`${previewRoot}v${v.number}/`}
                        target="_blank"
                        rel="noopener"
                        aria-label={t('design.editor.versions.previewOf', { number: v.number })}
                      >
                        {t('design.editor.versions.preview')}
                      </a>
                    )}
                    <button
                      type="button"
                      className="design-btn design-btn--small"
                      onClick={() => setAsking({ number: v.number, action: 'open' })}
                      aria-label={t('design.editor.versions.openTo', { number: v.number })}
                    >
                      {t('design.editor.versions.openDraft')}
                    </button>
                    {!v.current && (
                      <button
                        type="button"
                        className="design-btn design-btn--small"
                        onClick={() => setAsking({ number: v.number, action: 'rollback' })}
                        aria-label={t('design.editor.versions.rollbackTo', { number: v.number })}
                      >
                        {t('design.editor.versions.rollback')}
                      </button>
                    )}
                  </span>
                ))}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

interface QuestionProps {
  t: T;
  number: number;
  action: 'rollback' | 'open';
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a rollback or an open does to the draft and the live site, asked in place; focus goes to the answer. */
function Question({ t, number, action, onConfirm, onCancel }: QuestionProps) {
  const id = useId();
  return (
    <fieldset className="design-question" aria-labelledby={id}>
      <p id={id}>
        {action === 'open'
          ? t('design.editor.versions.openWarn', { number })
          : t('design.editor.versions.rollbackWarn', { number })}
      </p>
      <span className="design-row">
        <button
          type="button"
          className="design-btn design-btn--danger design-btn--small"
          // biome-ignore lint/a11y/noAutofocus: the question replaced the button that was pressed
          autoFocus
          onClick={onConfirm}
        >
          {action === 'open'
            ? t('design.editor.versions.openConfirm')
            : t('design.editor.versions.rollbackConfirm', { number })}
        </button>
        <button type="button" className="design-btn design-btn--small" onClick={onCancel}>
          {t('design.editor.cancel')}
        </button>
      </span>
    </fieldset>
  );
}
