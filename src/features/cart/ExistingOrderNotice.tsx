import type { CreatedOrder } from '~/shared/orderTypes';
import type { Translate } from '~/shared/messageKey';

interface Props {
  order: CreatedOrder;
  t: Translate;
  /** The order's page (Created), where it can be followed and paid. */
  orderUrl: string;
  onPay: () => void;
}

/**
 * The cart item already had an open order (checked out in another tab): that order comes
 * back unchanged, so the account and password just typed were not used. Say so, name the
 * account the site will have, and let the merchant pay that order or open it.
 */
export function ExistingOrderNotice({ order, t, orderUrl, onPay }: Props) {
  return (
    <div className="checkout-existing">
      <div className="form-alert" role="alert">
        <p>{t('checkout.existing.text', { orderNo: order.orderNo })}</p>
        <p>
          {t('checkout.existing.account')}{' '}
          <strong translate="no">
            <bdi dir="ltr">{order.account}</bdi>
          </strong>
        </p>
        <p>{t('checkout.existing.notUsed')}</p>
      </div>
      <div className="confirm-actions">
        <a className="btn btn-ghost" href={orderUrl}>
          {t('checkout.existing.open')}
        </a>
        <button type="button" className="btn" onClick={onPay}>
          {t('checkout.existing.pay')}
        </button>
      </div>
    </div>
  );
}
