import { api } from '~/stores/api';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { formatPrice } from '~/shared/money';
import type { Translate } from '~/shared/messageKey';
import { InvoiceButton } from './InvoiceButton';
import './invoices.css';

/** The merchant's invoices and credit notes, each downloadable as its PDF (Settlement). */
export function InvoiceList({ t, lang }: { t: Translate; lang: string }) {
  const list = useLoad(() => api.get('/api/order/invoices', { toastError: false }), []);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <section className="card invoice-list" aria-labelledby="invoices-title" aria-busy={list.loading}>
      <h2 id="invoices-title" className="settlement-section-title">
        {t('invoices.title')}
      </h2>
      <LoadState {...list} t={t} empty={list.data?.length === 0} emptyText={t('invoices.empty')}>
        <ul className="invoice-rows">
          {list.data?.map((inv) => (
            <li key={inv.id}>
              <span className="invoice-meta">
                <span translate="no" dir="ltr">
                  {inv.number}
                </span>
                <span>{t(`invoices.kind.${inv.kind}`)}</span>
                <time dateTime={inv.issuedAt}>{day.format(new Date(inv.issuedAt))}</time>
                <span dir="ltr">{formatPrice(inv.total, inv.currency, lang)}</span>
              </span>
              <InvoiceButton id={inv.id} number={inv.number} t={t} />
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

/** The invoice of one order, when it has one (the order detail). */
export function OrderInvoice({ orderId, t }: { orderId: number; t: Translate }) {
  const list = useLoad(() => api.get('/api/order/invoices', { query: { orderId }, toastError: false }), [orderId]);
  // The list is this order's alone (orderId); a credit note of it is not its invoice.
  const inv = list.data?.find((i) => i.kind === 'order');
  return inv ? (
    <p className="order-invoice">
      <InvoiceButton id={inv.id} number={inv.number} t={t} />
    </p>
  ) : null;
}
