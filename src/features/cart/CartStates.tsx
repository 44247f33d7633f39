import { openStation } from '~/lib/openStation';

type T = (k: string, v?: Record<string, string | number>) => string;

/** Placeholder cards while the first load runs; the status text is what screen readers hear. */
export function CartSkeleton({ t }: { t: T }) {
  return (
    <div className="cart-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="card cart-skeleton-card" aria-hidden="true">
          <span className="cart-skeleton-thumb" />
          <span className="cart-skeleton-lines">
            <span />
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}

export function CartLoadFailed({ t, onRetry }: { t: T; onRetry: () => void }) {
  return (
    <div className="card load-state" role="alert">
      <p>{t('cart.ui.loadFailed')}</p>
      <button className="btn" type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function CartEmpty({ t }: { t: T }) {
  return (
    <div className="card load-state cart-empty">
      <h2 className="cart-empty-title">{t('cart.ui.empty')}</h2>
      <p>{t('cart.ui.emptyLead')}</p>
      <button className="btn" type="button" onClick={openStation}>
        {t('cart.ui.openStation')}
      </button>
    </div>
  );
}

export function CartNoMatch({ t, query, onClear }: { t: T; query: string; onClear: () => void }) {
  return (
    <div className="card load-state" role="status">
      <p>{t('cart.ui.noMatch', { query })}</p>
      <button className="btn btn-ghost" type="button" onClick={onClear}>
        {t('cart.ui.clearFilter')}
      </button>
    </div>
  );
}
