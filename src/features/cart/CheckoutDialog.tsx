import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '~/ui/Modal';
import type { CreatedOrder } from '~/shared/orderTypes';
import type { CartItem } from '~/shared/schemas/cart';
import { localePath, type LocaleCode } from '../../../i18n/locales';
import { ExistingOrderNotice } from './ExistingOrderNotice';
import { OpsAccountStep } from './OpsAccountStep';
import { createdUrl } from '~/shared/paths';
import { PaymentStep } from '~/ui/checkout/PaymentStep';
import '~/ui/checkout/checkout.css';
import type { Translate } from '~/shared/messageKey';

interface Props {
  item: CartItem;
  t: Translate;
  locale: LocaleCode;
  onClose: () => void;
}

/**
 * Checkout of one cart item in two steps: the operations account (creates the order),
 * then the payment method. Closing after step 1 keeps the order under My orders. An item
 * that already had an open order gets that order back: the dialog says so before paying.
 */
export function CheckoutDialog({ item, t, locale, onClose }: Props) {
  const id = useId();
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [paying, setPaying] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const existing = order?.existing === true && !paying;
  const step = order ? 2 : 1;
  const view = existing ? 'existing' : order ? 'pay' : 'account';

  // A new step replaces the form the focus was in: start reading at its title.
  useEffect(() => {
    if (view !== 'account') title.current?.focus();
  }, [view]);

  const heading = existing ? t('checkout.existing.title') : order ? t('pay.ui.title') : t('checkout.title');

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="checkout-dialog" closeLabel={t('common.close')}>
      {!existing && <p className="checkout-step">{t('checkout.step', { step, steps: 2 })}</p>}
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="checkout-title">
        {heading}
      </h2>
      {order && existing ? (
        <ExistingOrderNotice
          order={order}
          t={t}
          orderUrl={createdUrl(localePath(locale, 'created'), order.id)}
          onPay={() => setPaying(true)}
        />
      ) : order ? (
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
