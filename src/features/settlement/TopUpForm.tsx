import { useId, useMemo, useState } from 'react';
import { api } from '~/stores/api';
import { USDT } from '~/ui/checkout/usdt';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import { formatPrice } from '~/shared/money';
import type { DepositStart } from '~/shared/orderTypes';
import { amountExamples, parseLocaleAmount } from '~/shared/localeAmount';
import { AMOUNT_EXAMPLE, DEPOSIT_MAX, DEPOSIT_MIN, USDT_NETWORKS } from '~/shared/schemas/constants';
import type { Translate } from '~/shared/messageKey';

interface Props {
  t: Translate;
  lang: string;
  onStarted: (deposit: DepositStart) => void;
}

/**
 * The USDT top-up form (spec §2, §9): an amount and a network, TRC20 or ERC20, with the
 * notes a merchant must read before sending. The server issues a fresh address each time.
 */
export function TopUpForm({ t: translate, lang, onStarted }: Props) {
  const id = useId();
  // The examples are written the locale's way ("500,50"): what this form accepts.
  const t = useMemo(() => {
    const examples = amountExamples(lang, Number(AMOUNT_EXAMPLE.whole), Number(AMOUNT_EXAMPLE.decimal));
    const withExamples: Translate = (k, v) => translate(k, { ...v, ...examples });
    return withExamples;
  }, [translate, lang]);
  // The field keeps what was typed; the form holds it as the API reads it ("500,50" → "500.50").
  const [typed, setTyped] = useState('');
  const form = useZodForm(
    () => import('~/shared/schemas/orders').then((m) => m.depositInput),
    { amount: '', network: 'TRC20' },
    t,
  );
  const networkError = form.errors['network'];

  const submit = form.handle(async (data) => {
    const deposit = await api.post('/api/settlement/deposit', {
      body: data,
      toastError: false,
    });
    onStarted(deposit);
  });

  return (
    <form className="topup-form" onSubmit={submit} noValidate aria-describedby={`${id}-notes`}>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      <Field label={t('settlement.amountLabel')} error={form.errors['amount']} hint={t('settlement.amountHint')}>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            form.set('amount')(parseLocaleAmount(e.target.value, lang));
          }}
          maxLength={16}
        />
      </Field>
      <fieldset
        className="topup-networks"
        aria-invalid={networkError ? true : undefined}
        aria-describedby={networkError ? `${id}-net-err` : undefined}
      >
        <legend>{t('settlement.networkLabel')}</legend>
        {USDT_NETWORKS.map((n) => (
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
        {networkError && (
          <p className="field-error" id={`${id}-net-err`}>
            {networkError}
          </p>
        )}
      </fieldset>
      <ul className="topup-notes" id={`${id}-notes`}>
        <li>{t('settlement.noteUsdtOnly')}</li>
        <li>{t('usdt.noteAddress')}</li>
        <li>
          {t('settlement.noteLimits', {
            min: formatPrice(DEPOSIT_MIN, USDT, lang),
            max: formatPrice(DEPOSIT_MAX, USDT, lang),
          })}
        </li>
      </ul>
      <button type="submit" className="btn" disabled={form.busy} aria-busy={form.busy}>
        {t(form.busy ? 'settlement.starting' : 'settlement.start')}
      </button>
    </form>
  );
}
