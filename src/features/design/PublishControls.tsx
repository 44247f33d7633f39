import { useState } from 'react';
import type { T } from './boot';
import { type DesignApi, type Draft, staleCurrent } from './designApi';
import { InlineConfirm } from './InlineConfirm';
import { followPublish, type PublishState } from './publishing';
import { VersionsDialog } from './VersionsDialog';

interface Props {
  api: DesignApi;
  t: T;
  locale: string;
  timeZone: string;
  /** The zone as a person reads it ("Vietnam (GMT+7)"). */
  timeZoneLabel: string;
  /** Saves what is pending first; the draft's version now, or null when the draft could not be saved. */
  saved: () => Promise<number | null>;
  /** The draft was replaced from here (a rollback, a version opened, another tab's draft after a 409). */
  onDraft: (draft: Draft) => void;
  /** Pages with nothing to show yet (pageContent.ts), by title: named before Publish. */
  emptyPages: string[];
}

/**
 * Publish (after saving), followed until its job is done; the versions, with preview, open
 * and rollback. Each is asked with the draft's version, so a draft another tab saved since is
 * shown (409) instead of being published or replaced unseen.
 */
export function PublishControls({ api, t, locale, timeZone, timeZoneLabel, saved, onDraft, emptyPages }: Props) {
  const [state, setState] = useState<PublishState>({ kind: 'idle' });
  // Publish with empty pages asks first, naming them (they stay out of the menu).
  const [asking, setAsking] = useState(false);
  const [versions, setVersions] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = t('design.editor.publish.failed');
  const notSaved = () => setState({ kind: 'failed', message: t('design.editor.publish.notSaved') });
  const publish = async () => {
    setNotice(null);
    setAsking(false);
    setState({ kind: 'working' });
    const version = await saved();
    if (version === null) return notSaved();
    await followPublish(api, () => api.publish(version), setState, failed, { stale: onDraft });
  };
  const rollback = async (number: number) => {
    setVersions(false);
    setNotice(null);
    setState({ kind: 'working' });
    const version = await saved();
    if (version === null) return notSaved();
    await followPublish(api, () => api.rollback(number, version), setState, failed, {
      stale: onDraft,
      answered: (row) => {
        onDraft(row.draft);
        setNotice(t('design.editor.versions.draftNow', { number }));
      },
    });
  };
  const open = async (number: number) => {
    setVersions(false);
    setNotice(null);
    const version = await saved();
    if (version === null) return notSaved();
    const r = await api.openVersion(number, version);
    if (r.ok) {
      onDraft(r.data);
      setState({ kind: 'idle' });
      return setNotice(t('design.editor.versions.draftNow', { number }));
    }
    const current = staleCurrent(r);
    if (current) onDraft(current);
    setState({ kind: 'failed', message: r.status === 0 ? t('design.editor.offline') : r.message || failed });
  };
  const openPreview = async () => {
    if ((await saved()) === null) return;
    const r = await api.previewLink();
    if (r.ok) setPreview(r.data.url);
  };
  const working = state.kind === 'working';
  return (
    <div className="design-publish">
      <button type="button" className="design-btn" onClick={() => void openPreview()}>
        {t('design.editor.preview.make')}
      </button>
      {preview && (
        <a className="design-btn" href={preview} target="_blank" rel="noopener" data-testid="preview-link">
          {t('design.editor.preview.open')}
        </a>
      )}
      <button type="button" className="design-btn" onClick={() => setVersions(true)}>
        {t('design.editor.versions.open')}
      </button>
      {asking ? (
        <div className="design-publish-ask" role="alert">
          <p>{t('design.editor.publish.emptyPages', { pages: emptyPages.join(', ') })}</p>
          <InlineConfirm
            confirmLabel={t('design.editor.publish.anyway')}
            cancelLabel={t('design.editor.cancel')}
            onConfirm={() => void publish()}
            onCancel={() => setAsking(false)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="design-btn design-btn--primary"
          onClick={() => (emptyPages.length ? setAsking(true) : void publish())}
          disabled={working}
          aria-describedby="design-publish-state"
        >
          {working ? t('design.editor.publish.working') : t('design.editor.publish.button')}
        </button>
      )}
      <span
        id="design-publish-state"
        role="status"
        aria-live="polite"
        className="design-publish-state"
        data-testid="publish-status"
      >
        {state.kind === 'working' &&
          state.number !== undefined &&
          t('design.editor.publish.rendering', { number: state.number })}
        {state.kind === 'done' && t('design.editor.publish.done', { number: state.number })}
        {state.kind === 'unchanged' && t('design.editor.publish.unchanged')}
        {state.kind === 'failed' && state.message}
      </span>
      {notice && (
        <span role="status" className="design-publish-state" data-testid="draft-notice">
          {notice}
        </span>
      )}
      {versions && (
        <VersionsDialog
          api={api}
          t={t}
          locale={locale}
          timeZone={timeZone}
          timeZoneLabel={timeZoneLabel}
          onRollback={(n) => void rollback(n)}
          onOpen={(n) => void open(n)}
          onClose={() => setVersions(false)}
        />
      )}
    </div>
  );
}
