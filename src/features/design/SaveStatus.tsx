import type { SaveState } from './autosave';
import type { T } from './boot';

/** The draft's save state, announced politely; a failed save offers Retry. */
export function SaveStatus({ state, t, onRetry }: { state: SaveState; t: T; onRetry: () => void }) {
  const text = {
    saved: t('design.editor.save.saved'),
    pending: t('design.editor.save.pending'),
    saving: t('design.editor.save.saving'),
    offline: t('design.editor.save.offline'),
    error: t('design.editor.save.error'),
    conflict: t('design.editor.save.conflict'),
  }[state.kind];
  const failed = state.kind === 'offline' || state.kind === 'error';
  return (
    <div className={`design-save design-save--${state.kind}`}>
      <span role="status" aria-live="polite" data-testid="save-status" data-state={state.kind}>
        {text}
        {state.kind === 'error' && state.message ? ` — ${state.message}` : ''}
      </span>
      {failed && (
        <button type="button" className="design-btn design-btn--small" onClick={onRetry}>
          {t('design.editor.save.retry')}
        </button>
      )}
    </div>
  );
}
