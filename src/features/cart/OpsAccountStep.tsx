import { useState, type SubmitEvent } from 'react';
import { api } from '~/stores/api';
import { ApiError, errorMessage } from '~/lib/apiError';
import { OpsAccountFields } from '~/ui/checkout/OpsAccountFields';
import type { CreatedOrder } from '~/shared/orderTypes';
import type { CartItem } from '~/shared/schemas/cart';
import {
  type CheckoutErrors,
  type CheckoutFields,
  emptyCheckout,
  orderCreateBody,
  validateCheckout,
} from '~/ui/checkout/checkoutForm';
import type { Translate } from '~/shared/messageKey';

interface Props {
  item: CartItem;
  t: Translate;
  /** The new order, or the item's open one (`existing`), which the dialog announces. */
  onCreated: (order: CreatedOrder) => void;
  onCancel: () => void;
}

/**
 * Step 1 of checkout: the operations account and password of the new site, then
 * POST /api/order/create. A refused item (409) says why and stays in the cart.
 */
export function OpsAccountStep({ item, t, onCreated, onCancel }: Props) {
  const [values, setValues] = useState<CheckoutFields>(emptyCheckout);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof CheckoutFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setAlert('');
    const found = validateCheckout(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // Take the merchant to the first field that needs fixing (fields are in form order).
      const first = (['account', 'password', 'confirm'] as const).find((name) => found[name]);
      e.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const order = await api.post('/api/order/create', {
        body: orderCreateBody(item.id, values),
        toastError: false,
      });
      onCreated(order);
    } catch (err) {
      console.error('order create failed', err);
      // A refusal (409 with its reason, 400 with field issues) is the server's word; anything
      // else (no answer, a server fault) is "Checkout failed".
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (refused && err.issues.length) {
        setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])) as CheckoutErrors);
      }
      setAlert(refused ? errorMessage(err, t, 'cart.ui.checkoutFailed') : t('cart.ui.checkoutFailed'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <p className="checkout-lead">{t('checkout.accountLead', { site: item.siteName })}</p>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <OpsAccountFields values={values} errors={errors} set={set} t={t} autofocus />
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('checkout.creating') : t('checkout.continue')}
        </button>
      </div>
    </form>
  );
}
