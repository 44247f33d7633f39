import { formatPrice } from '~/shared/money';
import type { LedgerLine } from '~/shared/orderTypes';
import { direction, kindKey, orderHref, reasonKey } from './settlement';
import { asKey, type Translate } from '~/shared/messageKey';

interface Props {
  lines: LedgerLine[];
  currency: string;
  t: Translate;
  lang: string;
  home: string;
}

/** The settlement history: what moved the balance, when, why, and for which order. */
export function LedgerList({ lines, currency, t, lang, home }: Props) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="ledger">
      {lines.map((line) => {
        const reason = reasonKey(line);
        const dir = direction(line.amount);
        return (
          <li key={line.id} className="ledger-line">
            <div className="ledger-main">
              <span className="ledger-kind">{t(asKey(kindKey(line)))}</span>
              {reason && <span className="ledger-reason">{t(asKey(reason))}</span>}
              <span className="ledger-meta">
                <time dateTime={line.createdAt}>{when.format(new Date(line.createdAt))}</time>
                {line.orderId !== null && (
                  <a href={orderHref(home, line.orderId)}>
                    {t('settlement.orderLink', { id: line.orderNo ?? String(line.orderId) })}
                  </a>
                )}
              </span>
            </div>
            <span className={`ledger-amount is-${dir}`}>
              <span className="visually-hidden">{t(dir === 'in' ? 'settlement.in' : 'settlement.out')}: </span>
              {formatPrice(line.amount, currency, lang, { signed: true })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
