import { useId } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { Modal } from '~/ui/Modal';
import { useZodForm } from '~/ui/form';
import { USDT } from '~/ui/checkout/usdt';
import { formatPrice } from '~/shared/money';
import type { Translate } from '~/shared/messageKey';
import type { Withdrawal, WithdrawAddress, WithdrawQuote } from './types';

interface Props {
  quote: WithdrawQuote;
  address: WithdrawAddress;
  t: Translate;
  lang: string;
  onCancel: () => void;
  onDone: (w: Withdrawal, message: string) => void;
}

/**
 * The last look before money is held: what arrives where, the fee, what leaves the balance,
 * and the password again (the server checks it before anything is written).
 */
export function ConfirmWithdraw({ quote, address, t, lang, onCancel, onDone }: Props) {
  const id = useId();
  const money = (a: string | null) => (a === null ? '—' : formatPrice(a, USDT, lang));
  const form = useZodForm(() => import('./formSchemas').then((m) => m.passwordStep), { password: '' }, t);
  const submit = form.handle(async ({ password }) => {
    const w = await api.post('/api/withdrawals/request', {
      body: { addressId: address.id, amount: quote.amount ?? '', password },
      toastError: false,
    });
    onDone(w, t('withdraw.requested'));
  });
  return (
    <Modal
      labelledBy={`${id}-title`}
      onClose={() => !form.busy && onCancel()}
      className="wd-dialog"
      closeLabel={t('common.close')}
    >
      <h2 id={`${id}-title`} className="wd-dialog-title">
        {t('settlement.withdraw.confirmTitle')}
      </h2>
      <dl className="wd-quote wd-summary">
        <div>
          <dt>{t('settlement.withdraw.received')}</dt>
          <dd>{money(quote.amount)}</dd>
        </div>
        <div>
          <dt>{t('settlement.withdraw.fee')}</dt>
          <dd>{money(quote.fee)}</dd>
        </div>
        <div>
          <dt>{t('settlement.withdraw.debited')}</dt>
          <dd>{money(quote.totalDebit)}</dd>
        </div>
        <div>
          <dt>{t('settlement.networkLabel')}</dt>
          <dd>{t(`usdt.networkName.${address.network}`)}</dd>
        </div>
        <div className="wd-summary-address">
          <dt>{address.label}</dt>
          <dd className="wd-address-full" dir="ltr">
            {address.address}
          </dd>
        </div>
      </dl>
      <p className="wd-note">{t('settlement.withdraw.confirmNote')}</p>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        {form.alert && (
          <p className="form-alert" role="alert">
            {form.alert}
          </p>
        )}
        <Field label={t('settlement.withdraw.password')} error={form.errors['password']}>
          <input
            type="password"
            autoComplete="current-password"
            maxLength={64}
            value={form.values.password}
            onChange={(e) => form.set('password')(e.target.value)}
            data-autofocus
          />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={form.busy} aria-busy={form.busy}>
            {t(form.busy ? 'settlement.withdraw.requesting' : 'settlement.withdraw.request')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
