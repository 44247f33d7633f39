type T = (k: string) => string;

/** The loading and failed states every data view shares. */
export function LoadState({
  loading,
  failed,
  retry,
  t,
  failedKey = 'common.loadFailed',
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  t: T;
  failedKey?: string;
}) {
  if (failed) {
    return (
      <div className="load-state" role="alert">
        <p>{t(failedKey)}</p>
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
  return null;
}
