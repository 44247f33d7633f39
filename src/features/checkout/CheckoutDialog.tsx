import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '~/ui/Modal';
import type { Order } from '~/shared/orderTypes';
import type { CartItem } from '~/shared/schemas/cart';
import { localePath, type LocaleCode } from '../../../i18n/locales';
import { OpsAccountStep } from './OpsAccountStep';
import { PaymentStep } from './PaymentStep';
import './checkout.css';
import type { Translate as T } from '~/shared/i18n';

interface Props {
  item: CartItem;
  t: T;
  locale: LocaleCode;
  onClose: () => void;
}

/**
 * Checkout of one cart item in two steps: the operations account (creates the order),
 * then the payment method. Closing after step 1 keeps the order under My orders.
 */
export function CheckoutDialog({ item, t, locale, onClose }: Props) {
  const id = useId();
  const [order, setOrder] = useState<Order | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const step = order ? 2 : 1;

  // A new step replaces the form the focus was in: start reading at its title.
  useEffect(() => {
    if (order) title.current?.focus();
  }, [order]);

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="checkout-dialog" closeLabel={t('common.close')}>
      <p className="checkout-step">{t('checkout.step', { step, steps: 2 })}</p>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="checkout-title">
        {order ? t('pay.ui.title') : t('checkout.title')}
      </h2>
      {order ? (
        <>
          <p className="checkout-saved">
            {t('checkout.saved', { orderNo: order.orderNo })}{' '}
            <a href={localePath(locale, 'my-order')}>{t('checkout.myOrders')}</a>
          </p>
          <PaymentStep order={order} t={t} locale={locale} />
        </>
      ) : (
        <OpsAccountStep item={item} t={t} onCreated={setOrder} onCancel={onClose} />
      )}
    </Modal>
  );
}
