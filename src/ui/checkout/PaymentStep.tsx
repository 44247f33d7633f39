import { lazy, Suspense, useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '~/stores/session';
import { api } from '~/stores/api';
import { pollUntil } from '~/lib/poll';
import { ApiError, errorMessage } from '~/lib/apiError';
import { UsdtAddress } from './UsdtAddress';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { formatPrice } from '~/shared/money';
import { ORDER_STATUS } from '~/shared/orderStatus';
import type { PaymentStart } from '~/shared/orderTypes';
import { getLocale, localePath, type LocaleCode } from '../../../i18n/locales';
import { AttemptKeys, attemptSignature, outcomeUnknown } from './attemptKey';
import { createdUrl } from '~/shared/paths';
import { payChoices } from './payMethods';
import type { Translate } from '~/shared/messageKey';

/** What the step needs to know about the order it takes money for. */
export interface PayableOrder {
  id: number;
  orderNo: string;
  remaining: string;
  currency: string;
}

interface Props {
  order: PayableOrder;
  t: Translate;
  locale: LocaleCode;
  /** Where to go once money is on its way; the Created page by default. */
  onPaid?: (orderId: number) => void;
}

const USDT_POLL_MS = 2_000;
// Only an unverified merchant sees it: its code form stays out of every paying page's first load.
const VerifyToPay = lazy(() => import('./VerifyToPay').then((m) => ({ default: m.VerifyToPay })));

/**
 * The payment-method step (checkout, My orders, Created): USDT on TRC20/ERC20, the sandbox
 * card, or the settlement balance. Card leaves for the provider's page; USDT shows the
 * address here and waits for the transfer; balance pays at once.
 */
export function PaymentStep({ order, t, locale, onPaid }: Props) {
  const id = useId();
  const lang = getLocale(locale).lang;
  const [keys] = useState(() => new AttemptKeys());
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ text: string; topUp?: boolean } | null>(null);
  const [usdt, setUsdt] = useState<PaymentStart | null>(null);
  const methods = useLoad(() => api.get('/api/pay', { query: { orderId: order.id }, toastError: false }), [order.id]);
  const choices = payChoices(methods.data ?? []);
  const picked = choices.find((c) => c.id === choice) ?? null;
  const due = formatPrice(order.remaining, order.currency, lang);
  const user = useStore($user);

  const paid = useCallback(() => {
    if (onPaid) onPaid(order.id);
    else window.location.assign(createdUrl(localePath(locale, 'created'), order.id));
  }, [onPaid, order.id, locale]);

  async function pay(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!picked) {
      setAlert({ text: t('pay.ui.chooseMethod') });
      return;
    }
    setAlert(null);
    setBusy(true);
    const key = keys.keyFor(attemptSignature(order.id, picked.method, picked.network));
    try {
      const start = await api.post('/api/pay/unified-ordering', {
        body: { orderId: order.id, method: picked.method, ...(picked.network ? { network: picked.network } : {}) },
        headers: { 'Idempotency-Key': key },
        toastError: false,
      });
      keys.settle();
      if (start.method === 'sandbox' && start.payUrl) {
        window.location.assign(start.payUrl);
        return; // stay busy while the provider's page loads
      }
      if (start.method === 'usdt') setUsdt(start);
      else paid();
    } catch (err) {
      console.error('payment start failed', err);
      if (!outcomeUnknown(err)) keys.settle();
      if (err instanceof ApiError && err.code === 'insufficient_balance') {
        setAlert({ text: t('pay.ui.insufficient'), topUp: true });
      } else if (!outcomeUnknown(err)) {
        setAlert({ text: errorMessage(err, t, 'pay.ui.failed') }); // the server's reason (order no longer open…)
      } else {
        setAlert({ text: t('pay.ui.failed') });
      }
    }
    setBusy(false);
  }

  if (usdt) {
    return (
      <UsdtWait
        start={usdt}
        orderId={order.id}
        t={t}
        lang={lang}
        onPaid={paid}
        onBack={() => setUsdt(null)}
        locale={locale}
      />
    );
  }

  if (user && !user.emailVerified) {
    return (
      <Suspense fallback={<p aria-busy="true">{t('pay.ui.verifyTitle')}</p>}>
        <VerifyToPay user={user} t={t} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={pay} noValidate aria-busy={busy} className="pay-step">
      <dl className="pay-due">
        <div>
          <dt>{t('pay.ui.order')}</dt>
          <dd translate="no">
            <bdi dir="ltr">{order.orderNo}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('pay.ui.amountDue')}</dt>
          <dd className="pay-amount">{due}</dd>
        </div>
      </dl>
      <LoadState
        loading={methods.loading && !methods.data}
        failed={methods.failed}
        error={methods.error}
        retry={methods.retry}
        t={t}
        failedKey="pay.ui.loadFailed"
      />
      {methods.data && (
        <fieldset className="pay-methods" aria-describedby={alert ? `${id}-alert` : undefined}>
          <legend>{t('pay.ui.method')}</legend>
          {choices.map((c) => (
            <label key={c.id} className={`pay-method${c.id === choice ? ' is-picked' : ''}`}>
              <input
                type="radio"
                name={`${id}-method`}
                value={c.id}
                checked={c.id === choice}
                onChange={() => {
                  setChoice(c.id);
                  setAlert(null);
                }}
              />
              <span className="pay-method-text">
                <span className="pay-method-name">
                  {c.method === 'usdt' ? t('pay.ui.usdt', { network: c.network ?? '' }) : t(`pay.ui.${c.method}`)}
                </span>
                <span className="pay-method-hint">
                  {c.method === 'balance'
                    ? t('pay.ui.balanceHint', { amount: formatPrice(c.info.balance ?? '0.00', 'USDT', lang) })
                    : t(`pay.ui.${c.method}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {alert && (
        <div className="form-alert form-alert-lines" role="alert" id={`${id}-alert`}>
          <p>{alert.text}</p>
          {alert.topUp && <a href={localePath(locale, 'settlement')}>{t('pay.ui.topUp')}</a>}
        </div>
      )}
      {methods.data && (
        <button type="submit" className="btn btn-block" disabled={busy}>
          {busy ? t('pay.ui.paying') : t('pay.ui.pay', { amount: due })}
        </button>
      )}
    </form>
  );
}

interface WaitProps {
  start: PaymentStart;
  orderId: number;
  t: Translate;
  lang: string;
  locale: LocaleCode;
  onPaid: () => void;
  onBack: () => void;
}

/** The USDT address, and a quiet poll that moves on once the transfer has paid the order. */
function UsdtWait({ start, orderId, t, lang, locale, onPaid, onBack }: WaitProps) {
  // A simulated transfer starts the wait again, so the next look comes one interval after it.
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick restarts the poll.
  useEffect(() => {
    const stop = new AbortController();
    const paid = async () => {
      const r = await api.post('/api/order/paymentresults', {
        body: { id: orderId },
        toastError: false,
      });
      const mine = r.payments.find((p) => p.paymentId === start.paymentId);
      return r.status !== ORDER_STATUS.pending || (mine !== undefined && mine.status !== 'pending');
    };
    void pollUntil(paid, { delayMs: USDT_POLL_MS, signal: stop.signal }).then((done) => done && onPaid());
    return () => stop.abort();
  }, [tick, orderId, onPaid, start.paymentId]);

  return (
    <>
      <p className="pay-waiting" role="status">
        {t('pay.ui.waiting')}
      </p>
      <UsdtAddress start={start} t={t} lang={lang} headingLevel={3} onSimulated={() => setTick((n) => n + 1)}>
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('pay.ui.otherMethod')}
        </button>
        <a className="btn btn-ghost" href={createdUrl(localePath(locale, 'created'), orderId)}>
          {t('pay.ui.track')}
        </a>
      </UsdtAddress>
    </>
  );
}
