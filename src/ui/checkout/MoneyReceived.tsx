import { formatPrice } from '~/shared/money';
import type { PaymentResults } from '~/shared/orderTypes';
import type { Translate } from '~/shared/messageKey';
import { localePath, type LocaleCode } from '../../../i18n/locales';
import './money-received.css';

interface Props {
  results: Pick<PaymentResults, 'receipts' | 'credited' | 'currency'>;
  t: Translate;
  lang: string;
  locale: LocaleCode;
}

/**
 * Every payment received for an order and where its money went: towards the order, or to
 * the settlement balance (a surplus, money after the order closed, or what it held when it
 * closed). Nothing paid is lost, and the merchant can see so.
 */
export function MoneyReceived({ results: r, t, lang, locale }: Props) {
  const credited = Number(r.credited) > 0;
  const toBalance = credited || r.receipts.some((x) => Number(x.toBalance) > 0);
  if (!r.receipts.length && !credited) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="money-received" aria-labelledby="money-received-title">
      <h3 id="money-received-title">{t('orders.money.title')}</h3>
      {r.receipts.length > 0 && (
        <ul>
          {r.receipts.map((x) => (
            <li key={x.id}>
              <p className="money-received-head">
                <strong>{formatPrice(x.amount, x.currency, lang)}</strong>{' '}
                <span>{t(`orders.money.via.${x.method}`)}</span> ·{' '}
                <time dateTime={x.receivedAt}>{when(x.receivedAt)}</time>
              </p>
              <p className="money-received-ref">
                {t('orders.money.reference')}{' '}
                <code translate="no" dir="ltr">
                  {x.reference}
                </code>
              </p>
              {Number(x.toOrder) > 0 && (
                <p>{t('orders.money.toOrder', { amount: formatPrice(x.toOrder, r.currency, lang) })}</p>
              )}
              {Number(x.toBalance) > 0 && (
                <p>{t('orders.money.toBalance', { amount: formatPrice(x.toBalance, 'USDT', lang) })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {credited && <p>{t('orders.money.closedCredit', { amount: formatPrice(r.credited, 'USDT', lang) })}</p>}
      {toBalance && (
        <p>
          <a href={localePath(locale, 'settlement')}>{t('orders.money.settlementLink')}</a>
        </p>
      )}
    </section>
  );
}
