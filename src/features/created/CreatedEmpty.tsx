import { localePath, type LocaleCode } from '../../../i18n/locales';
import type { Translate } from '~/shared/messageKey';

/** No order to show (no `orderId`, or not one of the merchant's): the ways forward. */
export function CreatedEmpty({
  t,
  locale,
  reason,
}: {
  t: Translate;
  locale: LocaleCode;
  reason: 'noOrder' | 'notFound';
}) {
  return (
    <div className="created-empty">
      <h2 className="created-empty-title">{t(`created.ui.${reason}Title`)}</h2>
      <p className="created-empty-text">{t(`created.ui.${reason}`)}</p>
      <div className="created-actions">
        <a className="btn" href={localePath(locale, 'my-order')}>
          {t('created.ui.myOrders')}
        </a>
        <a className="btn btn-ghost" href={localePath(locale, 'cart')}>
          {t('created.ui.cart')}
        </a>
      </div>
    </div>
  );
}
