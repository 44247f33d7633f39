import { useEffect, useId, useRef } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';
import type { WithdrawAddress } from './types';

interface Props {
  address: WithdrawAddress;
  t: Translate;
  onConfirmed: (a: WithdrawAddress, message: string) => void;
  onCancel: () => void;
}

/**
 * The 6-digit code e-mailed for a new address. The API offers no resend: a code that expired or
 * ran out of tries is replaced by removing the address and adding it again (the error says so).
 */
export function CodeForm({ address, t, onConfirmed, onCancel }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const form = useZodForm(
    () => import('~/shared/schemas/withdrawals').then((m) => m.addressConfirmInput),
    { id: String(address.id), code: '' },
    t,
  );
  const submit = form.handle(async (data) => {
    const done = await api.post('/api/withdrawals/addresses/confirm', { body: data, toastError: false });
    onConfirmed(done, t('withdraw.addressConfirmed'));
  });
  return (
    <form className="wd-form wd-code" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="wd-subtitle">
        {t('settlement.withdraw.codeTitle', { label: address.label })}
      </h4>
      <p className="wd-note">{t('settlement.withdraw.codeSent')}</p>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      <Field label={t('settlement.withdraw.codeLabel')} error={form.errors['code']}>
        <input
          ref={input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          pattern="[0-9]*"
          maxLength={6}
          value={form.values.code}
          onChange={(e) => form.set('code')(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <div className="wd-actions">
        <button type="submit" className="btn" disabled={form.busy} aria-busy={form.busy}>
          {t(form.busy ? 'settlement.withdraw.confirming' : 'settlement.withdraw.confirmCode')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.busy}>
          {t('settlement.withdraw.later')}
        </button>
      </div>
    </form>
  );
}
