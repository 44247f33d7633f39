import { useEffect, useId, useState } from 'react';
import { ApiError } from '~/lib/apiError';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import { formatClock, remaining, USDT } from '~/ui/checkout/usdt';
import { formatMinor, formatPrice, parseMoney } from '~/shared/money';
import { parseLocaleAmount } from '~/shared/localeAmount';
import type { Translate } from '~/shared/messageKey';
import { useNow } from './Countdown';
import { ConfirmWithdraw } from './ConfirmWithdraw';
import type { Withdrawal, WithdrawAddress, WithdrawNetwork, WithdrawQuote } from './types';
import { addressState, amountProblem, NETWORKS, shortAddress } from './withdrawals';

interface Props {
  quote: WithdrawQuote;
  addresses: WithdrawAddress[];
  t: Translate;
  lang: string;
  onRequested: (w: Withdrawal, message: string) => void;
}

/** LTR isolate: an address inside a sentence of either direction (an <option> holds no markup). */
const ltr = (s: string) => `\u2066${s}\u2069`;

/**
 * Withdraw: the network, a usable address of the book (cooling-off ones shown disabled with their
 * time left), the amount checked like the server, the fee and what arrives from /quote; the
 * request itself is confirmed with the password in a dialog.
 */
export function WithdrawForm({ quote, addresses, t, lang, onRequested }: Props) {
  const id = useId();
  const now = useNow(30_000);
  const money = (a: string) => formatPrice(a, USDT, lang);
  const [network, setNetwork] = useState<WithdrawNetwork>('TRC20');
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState<{ q: WithdrawQuote; address: WithdrawAddress } | null>(null);
  const form = useZodForm(() => import('./formSchemas').then((m) => m.withdrawStep), { addressId: '', amount: '' }, t);
  const fee = quote.limits.fees[network];
  const onNetwork = addresses.filter((a) => a.network === network);
  const chosen = onNetwork.find((a) => String(a.id) === form.values.addressId);

  // The fee and what leaves the balance, as the server quotes them for the amount typed.
  const [preview, setPreview] = useState<WithdrawQuote | null>(null);
  const amount = form.values.amount;
  useEffect(() => {
    setPreview(null);
    if (!/^\d{1,13}(\.\d{1,2})?$/.test(amount)) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .get('/api/withdrawals/quote', { query: { amount, network }, toastError: false })
        .then((q) => live && setPreview(q))
        // Only a preview: the request itself is quoted again before the confirmation.
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [amount, network]);

  const submit = form.handle(async (data) => {
    const problem = amountProblem(data.amount, fee, quote);
    if (problem) {
      const message = t(problem.key, 'vars' in problem ? problem.vars : undefined);
      throw new ApiError('validation_failed', { serverMessage: message, issues: [{ path: 'amount', message }] });
    }
    const address = onNetwork.find((a) => a.id === data.addressId);
    if (!address || addressState(address, Date.now()) !== 'usable') {
      const message = t('withdraw.error.addressUnknown');
      throw new ApiError('validation_failed', { serverMessage: message, issues: [{ path: 'addressId', message }] });
    }
    const q = await api.get('/api/withdrawals/quote', { query: { amount: data.amount, network }, toastError: false });
    setConfirming({ q, address });
  });

  const left = (limit: string, used: string) =>
    money(formatMinor(Math.max(0, (parseMoney(limit) ?? 0) - (parseMoney(used) ?? 0))));
  const dayLeft = left(quote.limits.daily, quote.usedToday);
  const weekLeft = left(quote.limits.weekly, quote.usedThisWeek);

  return (
    <>
      <form className="wd-form wd-withdraw" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="wd-title">
          {t('settlement.withdraw.formTitle')}
        </h3>
        <ul className="wd-limits" aria-label={t('settlement.withdraw.limitsTitle')}>
          <li>{t('settlement.withdraw.limitMin', { amount: money(quote.limits.minimum) })}</li>
          <li>{t('settlement.withdraw.limitDaily', { amount: money(quote.limits.daily), left: dayLeft })}</li>
          <li>{t('settlement.withdraw.limitWeekly', { amount: money(quote.limits.weekly), left: weekLeft })}</li>
          <li>{t('settlement.withdraw.limitMax', { amount: money(quote.maxAmount) })}</li>
        </ul>
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
                checked={network === n}
                onChange={() => {
                  setNetwork(n);
                  form.set('addressId')('');
                }}
              />
              <span>{t(`usdt.networkName.${n}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t('settlement.withdraw.toAddress')}
          error={form.errors['addressId']}
          hint={
            onNetwork.length === 0
              ? t('settlement.withdraw.noAddressOnNetwork')
              : t('settlement.withdraw.toAddressHint')
          }
        >
          <select value={form.values.addressId} onChange={(e) => form.set('addressId')(e.target.value)}>
            <option value="">{t('settlement.withdraw.chooseAddress')}</option>
            {onNetwork.map((a) => {
              const state = addressState(a, now);
              const when =
                state === 'cooling' && a.usableFrom
                  ? t('settlement.withdraw.usableIn', { time: formatClock(remaining(a.usableFrom, now), lang) })
                  : state === 'pending'
                    ? t('settlement.withdraw.state.pending')
                    : '';
              return (
                <option key={a.id} value={String(a.id)} disabled={state !== 'usable'}>
                  {`${a.label} — ${ltr(shortAddress(a.address))}${when ? ` (${when})` : ''}`}
                </option>
              );
            })}
          </select>
        </Field>
        {chosen && (
          <p className="wd-address wd-chosen" dir="ltr" title={chosen.address}>
            {chosen.address}
          </p>
        )}
        <Field
          label={t('settlement.amountLabel')}
          error={form.errors['amount']}
          hint={t('settlement.withdraw.amountHint')}
        >
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={typed}
            maxLength={17}
            onChange={(e) => {
              setTyped(e.target.value);
              form.set('amount')(parseLocaleAmount(e.target.value, lang));
            }}
          />
        </Field>
        <dl className="wd-quote" aria-live="polite">
          <div>
            <dt>{t('settlement.withdraw.fee')}</dt>
            <dd>{money(preview?.fee ?? fee)}</dd>
          </div>
          <div>
            <dt>{t('settlement.withdraw.received')}</dt>
            <dd>{preview?.amount ? money(preview.amount) : '—'}</dd>
          </div>
          <div>
            <dt>{t('settlement.withdraw.debited')}</dt>
            <dd>{preview?.totalDebit ? money(preview.totalDebit) : '—'}</dd>
          </div>
        </dl>
        <button type="submit" className="btn" disabled={form.busy} aria-busy={form.busy}>
          {t('settlement.withdraw.continue')}
        </button>
      </form>
      {confirming && (
        <ConfirmWithdraw
          quote={confirming.q}
          address={confirming.address}
          t={t}
          lang={lang}
          onCancel={() => setConfirming(null)}
          onDone={(w, message) => {
            setConfirming(null);
            setTyped('');
            form.setValues({ addressId: '', amount: '' });
            onRequested(w, message);
          }}
        />
      )}
    </>
  );
}
