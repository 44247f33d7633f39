import type { ReactNode } from 'react';
import { errorMessage } from '~/lib/apiError';
import './ui.css';
import type { MessageKey, Translate } from '~/shared/messageKey';

interface Props {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  t: Translate;
  /** The failure: its server message is shown; without one, `failedKey`. */
  error?: unknown;
  failedKey?: MessageKey;
  /** Loaded, but nothing to show: `emptyText` and the ways forward (`emptyActions`). */
  empty?: boolean;
  emptyText?: string;
  emptyActions?: ReactNode;
  /** Accepted so a `useLoad` result can be spread in; not rendered. */
  data?: unknown;
  /** The ready view. */
  children?: ReactNode;
}

/**
 * What every data view shares: loading, failed (the server's message and Retry), empty
 * (a message and actions) and ready (the children). `<LoadState {...load} t={t}>…</LoadState>`.
 */
export function LoadState({
  loading,
  failed,
  retry,
  t,
  error,
  failedKey = 'common.loadFailed',
  empty = false,
  emptyText,
  emptyActions,
  children,
}: Props) {
  if (failed) {
    return (
      <div className="load-state" role="alert">
        <p>{errorMessage(error, t, failedKey)}</p>
        <button type="button" className="btn btn-ghost" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (loading)
    return (
      <p className="load-state" role="status">
        {t('common.loading')}
      </p>
    );
  if (empty) {
    return (
      <div className="load-state load-empty">
        {emptyText && <p>{emptyText}</p>}
        {emptyActions && <div className="load-actions">{emptyActions}</div>}
      </div>
    );
  }
  return <>{children}</>;
}
