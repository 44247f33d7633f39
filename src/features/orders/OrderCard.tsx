import { formatPrice } from '~/shared/money';
import { ORDER_STATUS, orderStatusKey } from '~/shared/orderStatus';
import type { Order } from '~/shared/orderTypes';
import { canPay, orderClock, statusTone } from './orders';
import type { Translate } from '~/shared/messageKey';

interface Props {
  order: Order;
  now: number;
  t: Translate;
  lang: string;
  createdUrl: string;
  onDetail: () => void;
  onPay: () => void;
  onCancel: () => void;
}

/** One order in the list: number, site, amount, status (as of now), time left, actions. */
export function OrderCard({ order, now, t, lang, createdUrl, onDetail, onPay, onCancel }: Props) {
  const { status, clock } = orderClock(order, now, lang);
  const titleId = `order-${order.id}`;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  const paidSoFar = Number(order.disbursements) > 0;
  return (
    <li className="card order-card" data-order-id={order.id} aria-labelledby={titleId}>
      <div className="order-card-head">
        <h3 id={titleId} className="order-card-site">
          {order.siteName}
          {order.kind === 'renewal' && (
            // Part of the heading, so the buttons it describes say which order they act on.
            <>
              {' '}
              <span className="order-kind">{t('orders.kind.renewal')}</span>
            </>
          )}
        </h3>
        <span className={`order-status tone-${statusTone(status)}`}>{t(orderStatusKey(status))}</span>
      </div>
      <dl className="order-card-facts">
        <div className="order-card-no">
          <dt>{t('orders.ui.orderNo')}</dt>
          <dd translate="no">
            <bdi dir="ltr">{order.orderNo}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('orders.ui.amount')}</dt>
          <dd>{formatPrice(order.amount, order.currency, lang)}</dd>
        </div>
        {status === ORDER_STATUS.pending && paidSoFar && (
          <div>
            <dt>{t('orders.ui.remaining')}</dt>
            <dd>{formatPrice(order.remaining, order.currency, lang)}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.ui.createdAt')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{date}</time>
          </dd>
        </div>
        {clock && (
          <div>
            <dt id={`${titleId}-left`}>{t('orders.ui.timeLeft')}</dt>
            {/* role=timer is not announced every second; the label says what it counts. */}
            <dd role="timer" aria-labelledby={`${titleId}-left`} className="order-clock">
              {clock}
            </dd>
          </div>
        )}
      </dl>
      <div className="order-card-actions">
        <button type="button" className="btn btn-ghost" onClick={onDetail} aria-describedby={titleId}>
          {t('orders.ui.details')}
        </button>
        {(status === ORDER_STATUS.purchased || status === ORDER_STATUS.completed) && (
          <a className="btn btn-ghost" href={createdUrl} aria-describedby={titleId}>
            {t('orders.ui.progress')}
          </a>
        )}
        {canPay(status) && (
          <>
            <button type="button" className="btn btn-ghost order-cancel" onClick={onCancel} aria-describedby={titleId}>
              {t('orders.ui.cancel')}
            </button>
            <button type="button" className="btn" onClick={onPay} aria-describedby={titleId}>
              {t('orders.ui.pay')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
