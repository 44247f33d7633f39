import { useId, type ReactNode } from 'react';
import { api } from '~/stores/api';
import { Modal } from '~/ui/Modal';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { formatPrice } from '~/shared/money';
import { effectiveStatus, ORDER_STATUS, orderStatusKey } from '~/shared/orderStatus';
import type { Order } from '~/shared/orderTypes';
import type { LocaleCode } from '../../../i18n/locales';
import { MoneyReceived } from '~/ui/checkout/MoneyReceived';
import { OrderInvoice } from '~/ui/invoices/InvoiceList';
import type { Translate } from '~/shared/messageKey';
import type { MessageKey } from '~/shared/messageKey';

interface Props {
  order: Order;
  t: Translate;
  lang: string;
  locale: LocaleCode;
  onClose: () => void;
}

/** Every field of an order (spec §3), fresh from POST /api/order/info. */
export function OrderDetail({ order: listed, t, lang, locale, onClose }: Props) {
  const id = useId();
  const info = useLoad(() => api.post('/api/order/info', { body: { id: listed.id }, toastError: false }), [listed.id]);
  const received = useLoad(
    () => api.post('/api/order/paymentresults', { body: { id: listed.id }, toastError: false }),
    [listed.id],
  );
  // The list's copy shows at once; the fresh one replaces it when it arrives.
  const o = info.data ?? listed;
  const status = effectiveStatus(o.status, o.expiresAt, new Date());
  // The deadline matters while money can be taken, and explains a Timed Out; not after payment.
  const deadline = status === ORDER_STATUS.pending || status === ORDER_STATUS.timedOut;
  const money = (v: string) => formatPrice(v, o.currency, lang);
  const when = (iso: string | null) =>
    iso ? (
      <time key="v" dateTime={iso}>
        {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))}
      </time>
    ) : (
      t('orders.ui.none')
    );
  const rows: [MessageKey, ReactNode][] = [
    ['orders.ui.id', o.id],
    [
      'orders.ui.orderNo',
      <span key="v" translate="no" dir="ltr">
        {o.orderNo}
      </span>,
    ],
    ['orders.ui.status', t(orderStatusKey(status))],
    [
      'orders.ui.transactionId',
      o.transactionId ? (
        <span key="v" translate="no" dir="ltr">
          {o.transactionId}
        </span>
      ) : (
        t('orders.ui.none')
      ),
    ],
    ['orders.ui.payTime', when(o.payTime)],
    ['orders.ui.amount', money(o.amount)],
    ['orders.ui.disbursements', money(o.disbursements)],
    ['orders.ui.remaining', money(o.remaining)],
    ...(Number(o.credited) > 0 ? [['orders.ui.credited', money(o.credited)] as [MessageKey, ReactNode]] : []),
    ['orders.ui.currency', o.currency],
    ['orders.ui.package', o.package.name],
    // A renewal launches nothing: the package's sites to launch belong to its purchase.
    ...(o.kind === 'renewal'
      ? []
      : [
          ['orders.ui.slots', t('orders.ui.slotsValue', { used: o.slots.used, total: o.slots.total })] as [
            MessageKey,
            ReactNode,
          ],
        ]),
    ['orders.ui.siteName', o.siteName],
    ...(o.paidUntil ? [['sites.term.paidUntil', when(o.paidUntil)] as [MessageKey, ReactNode]] : []),
    ['orders.ui.market', o.country],
    ['orders.ui.template', o.template.name],
    ['orders.ui.colors', <Swatches key="v" colors={o.colors} t={t} />],
    [
      'orders.ui.account',
      <span key="v" translate="no" dir="ltr">
        {o.account}
      </span>,
    ],
    ['orders.ui.createdAt', when(o.createdAt)],
    ...(deadline ? [['orders.ui.expiresAt', when(o.expiresAt)] as [MessageKey, ReactNode]] : []),
  ];
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="order-detail-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="order-detail-title">
        {t('orders.ui.detailTitle', { site: o.siteName })}
      </h2>
      {o.kind === 'renewal' && <p className="order-kind">{t('orders.kind.renewal')}</p>}
      <LoadState
        loading={false}
        failed={info.failed}
        error={info.error}
        retry={info.retry}
        t={t}
        failedKey="orders.ui.detailFailed"
      />
      <dl className="order-detail" aria-busy={info.loading}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {received.data && <MoneyReceived results={received.data} t={t} lang={lang} locale={locale} />}
      {o.payTime && <OrderInvoice orderId={o.id} t={t} />}
    </Modal>
  );
}

function Swatches({ colors, t }: { colors: Order['colors']; t: Translate }) {
  const list = [colors.color1, colors.color2, colors.color3];
  return (
    <span className="order-swatches" role="img" aria-label={t('orders.ui.colorsLabel', { ...colors })}>
      {list.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed slots
        <span key={i} className="order-swatch" style={{ background: c }} aria-hidden="true" />
      ))}
      <span aria-hidden="true" dir="ltr" className="order-swatch-codes">
        {list.join(' · ')}
      </span>
    </span>
  );
}
