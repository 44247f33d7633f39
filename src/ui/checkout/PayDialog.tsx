import { useId } from 'react';
import { Modal } from '~/ui/Modal';
import type { LocaleCode } from '../../../i18n/locales';
import { type PayableOrder, PaymentStep } from './PaymentStep';
import './checkout.css';
import type { Translate } from '~/shared/messageKey';

interface Props {
  order: PayableOrder;
  t: Translate;
  locale: LocaleCode;
  onClose: () => void;
  onPaid?: (orderId: number) => void;
}

/** The payment-method step on its own, for an order that is already open (My orders, Created). */
export function PayDialog({ order, t, locale, onClose, onPaid }: Props) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="checkout-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="checkout-title">
        {t('pay.ui.title')}
      </h2>
      <PaymentStep order={order} t={t} locale={locale} {...(onPaid ? { onPaid } : {})} />
    </Modal>
  );
}
