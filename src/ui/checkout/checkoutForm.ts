import { opsAccountField, opsPasswordField } from '~/shared/schemas/operations';

/**
 * The checkout form: the new site's operations account and its password, entered twice.
 * The 6–10 letters-and-digits rules live in the shared schema the API applies too; only
 * "entered twice" is the form's own rule. Messages are i18n keys.
 */
export interface CheckoutFields {
  account: string;
  password: string;
  confirm: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutFields, string>>;

export const emptyCheckout: CheckoutFields = { account: '', password: '', confirm: '' };

/** Every field's first problem at once, so the merchant fixes them in one go. */
export function validateCheckout(v: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const account = opsAccountField.safeParse(v.account);
  if (!account.success) errors.account = account.error.issues[0]?.message ?? 'ops.accountRule';
  const password = opsPasswordField.safeParse(v.password);
  if (!password.success) errors.password = password.error.issues[0]?.message ?? 'reset.length';
  if (!v.confirm) errors.confirm = 'checkout.confirmRequired';
  else if (v.confirm !== v.password) errors.confirm = 'personal.passwordMismatch';
  return errors;
}

/** The body of POST /api/order/create. */
export function orderCreateBody(cartItemId: number, v: CheckoutFields) {
  return { id: cartItemId, account: v.account.trim(), password: v.password };
}
