import { useState } from 'react';
import type { T } from './boot';
import type { DesignApi } from './designApi';
import { InlineConfirm } from './InlineConfirm';
import { followPublish, type PublishState } from './publishing';
import { VersionsDialog } from './VersionsDialog';

interface Props {
  api: DesignApi;
  t: T;
  locale: string;
  timeZone: string;
  /** Saves what is pending first; null when the draft could not be saved. */
  saved: () => Promise<number | null>;
  /** Pages with nothing to show yet (pageContent.ts), by title: named before Publish. */
  emptyPages: string[];
}

/** Publish (after saving), followed until its job is done; the versions, with rollback. */
export function PublishControls({ api, t, locale, timeZone, saved, emptyPages }: Props) {
  const [state, setState] = useState<PublishState>({ kind: 'idle' });
  // Publish with empty pages asks first, naming them (they stay out of the menu).
  const [asking, setAsking] = useState(false);
  const [versions, setVersions] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const failed = t('design.editor.publish.failed');
  const publish = async () => {
    setAsking(false);
    setState({ kind: 'working' });
    if ((await saved()) === null) return setState({ kind: 'failed', message: t('design.editor.publish.notSaved') });
    await followPublish(api, () => api.publish(), setState, failed);
  };
  const rollback = (number: number) => {
    setVersions(false);
    void followPublish(api, () => api.rollback(number), setState, failed);
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
        {state.kind === 'failed' && state.message}
      </span>
      {versions && (
        <VersionsDialog
          api={api}
          t={t}
          locale={locale}
          timeZone={timeZone}
          onRollback={rollback}
          onClose={() => setVersions(false)}
        />
      )}
    </div>
  );
}
