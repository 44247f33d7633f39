import { useStore } from '@nanostores/react';
import type { LocaleCode } from '../../../i18n/locales';
import { $checkoutItem, closeCheckout } from '~/stores/checkout';
import { deferred } from '~/ui/deferred';
import type { Translate } from '~/shared/messageKey';

/** The dialog's code (forms, payment methods, the USDT address) loads when checkout starts. */
const CheckoutDialog = deferred(() => import('./CheckoutDialog').then((m) => m.CheckoutDialog));

/** Shows the checkout dialog while a cart item is being checked out; `onClosed` refreshes the cart. */
export function CheckoutHost({ t, locale, onClosed }: { t: Translate; locale: LocaleCode; onClosed: () => void }) {
  const item = useStore($checkoutItem);
  if (!item) return null;
  return (
    <CheckoutDialog
      key={item.id}
      item={item}
      t={t}
      locale={locale}
      onClose={() => {
        closeCheckout();
        onClosed();
      }}
    />
  );
}
