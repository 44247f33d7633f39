import { useEffect, useId, useRef } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';
import type { WithdrawAddress } from './types';
import { NETWORKS } from './withdrawals';

interface Props {
  t: Translate;
  onAdded: (a: WithdrawAddress, message: string) => void;
  onCancel: () => void;
}

/** A new address: network, the address itself (checked by its checksum on the server) and a name. */
export function AddressForm({ t, onAdded, onCancel }: Props) {
  const id = useId();
  const address = useRef<HTMLInputElement>(null);
  // Opened by "Add an address": the merchant types the address next.
  useEffect(() => address.current?.focus(), []);
  const form = useZodForm(
    () => import('~/shared/schemas/withdrawals').then((m) => m.addressAddInput),
    { network: 'TRC20', address: '', label: '' },
    t,
  );
  const submit = form.handle(async (data) => {
    const added = await api.post('/api/withdrawals/addresses/add', { body: data, toastError: false });
    onAdded(added, t('withdraw.addressAdded'));
  });
  return (
    <form className="wd-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="wd-subtitle">
        {t('settlement.withdraw.addTitle')}
      </h4>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      <fieldset className="topup-networks">
        <legend>{t('settlement.networkLabel')}</legend>
        {NETWORKS.map((n) => (
          <label key={n} className="topup-network">
            <input
              type="radio"
              name={`${id}-network`}
              value={n}
              checked={form.values.network === n}
              onChange={() => form.set('network')(n)}
            />
            <span>{t(`usdt.networkName.${n}`)}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('settlement.withdraw.addressLabel')}
        error={form.errors['address']}
        hint={t(
          form.values.network === 'TRC20'
            ? 'settlement.withdraw.addressHintTRC20'
            : 'settlement.withdraw.addressHintERC20',
        )}
      >
        <input
          type="text"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          value={form.values.address}
          onChange={(e) => form.set('address')(e.target.value)}
          maxLength={100}
          ref={address}
        />
      </Field>
      <Field
        label={t('settlement.withdraw.nameLabel')}
        error={form.errors['label']}
        hint={t('settlement.withdraw.nameHint')}
      >
        <input
          type="text"
          autoComplete="off"
          value={form.values.label}
          onChange={(e) => form.set('label')(e.target.value)}
          maxLength={60}
        />
      </Field>
      <div className="wd-actions">
        <button type="submit" className="btn" disabled={form.busy} aria-busy={form.busy}>
          {t(form.busy ? 'settlement.withdraw.adding' : 'settlement.withdraw.add')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
