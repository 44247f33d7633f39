import type { ChangeEvent } from 'react';
import { asKey, type Translate } from '~/shared/messageKey';
import { OPS_PASSWORD_MAX_UNITS } from '~/shared/schemas/operations';
import { Field } from '~/ui/Field';
import type { CheckoutErrors, CheckoutFields } from './checkoutForm';

interface Props {
  values: CheckoutFields;
  errors: CheckoutErrors;
  set: (name: keyof CheckoutFields) => (e: ChangeEvent<HTMLInputElement>) => void;
  t: Translate;
  /** The dialog's first field takes the focus when it opens. */
  autofocus?: boolean;
}

/** An operations account and its password, entered twice: at checkout and for every further site. */
export function OpsAccountFields({ values, errors, set, t, autofocus = false }: Props) {
  const msg = (key: string | undefined) => (key ? t(asKey(key)) : undefined);
  return (
    <>
      <Field label={t('checkout.account')} hint={t('checkout.rule')} error={msg(errors.account)}>
        <input
          name="account"
          value={values.account}
          onChange={set('account')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          {...(autofocus ? { 'data-autofocus': true } : {})}
        />
      </Field>
      <Field label={t('checkout.password')} hint={t('reset.placeholder')} error={msg(errors.password)}>
        <input
          name="password"
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          maxLength={OPS_PASSWORD_MAX_UNITS}
        />
      </Field>
      <Field label={t('checkout.confirm')} error={msg(errors.confirm)}>
        <input
          name="confirm"
          type="password"
          value={values.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
          maxLength={OPS_PASSWORD_MAX_UNITS}
        />
      </Field>
    </>
  );
}
