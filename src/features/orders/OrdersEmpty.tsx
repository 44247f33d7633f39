import { openStation } from '~/stores/dialogs';
import { localePath, type LocaleCode } from '../../../i18n/locales';
import type { Translate } from '~/shared/messageKey';

/** No orders at all (ways forward), or none with the chosen status (back to All). */
export function OrdersEmpty({
  t,
  locale,
  filtered,
  onShowAll,
}: {
  t: Translate;
  locale: LocaleCode;
  filtered: boolean;
  onShowAll: () => void;
}) {
  return (
    <div className="orders-empty">
      <p>{filtered ? t('orders.ui.noneWithStatus') : t('orders.ui.empty')}</p>
      <div className="orders-empty-actions">
        {filtered ? (
          <button type="button" className="btn btn-ghost" onClick={onShowAll}>
            {t('orders.ui.showAll')}
          </button>
        ) : (
          <>
            <a className="btn btn-ghost" href={localePath(locale, 'cart')}>
              {t('orders.ui.goToCart')}
            </a>
            <button type="button" className="btn" onClick={openStation}>
              {t('orders.ui.openStation')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
