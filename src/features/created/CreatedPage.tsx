import { useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import { deferred } from '~/ui/deferred';
import { LoadState } from '~/ui/LoadState';
import type { Catalog } from '~/shared/translate';
import type { Translate } from '~/shared/messageKey';
import type { Order } from '~/shared/orderTypes';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { orderIdFrom, outcome, progress } from './created';
import { CreatedEmpty } from './CreatedEmpty';
import { MoneyReceived } from '~/ui/checkout/MoneyReceived';
import { OutcomePanel } from './OutcomePanel';
import { ProgressSteps } from './ProgressSteps';
import { usePaymentResults } from './usePaymentResults';
import { wizardUrl } from '~/lib/wizardLinks';
import './created.css';

/** Paying (the rest) again opens the payment step, loaded when first needed. */
const PayDialog = deferred(() => import('~/ui/checkout/PayDialog').then((m) => m.PayDialog));

/**
 * The Created page (spec §2): after payment, the order's live progress from payment to
 * a live site, then the site address, the back-end link and the operations account.
 */
export default function CreatedPage({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = translator(strings);
  const lang = getLocale(locale).lang;
  // The query is read after hydration: the prerendered page knows none.
  const [orderId, setOrderId] = useState<number | null | undefined>(undefined);
  const [order, setOrder] = useState<Order | null>(null);
  const [paying, setPaying] = useState(false);
  const { state, refresh } = usePaymentResults(orderId ?? null);

  useEffect(() => setOrderId(orderIdFrom(window.location.search)), []);
  useEffect(() => {
    if (!orderId) return;
    api
      .post('/api/order/info', { body: { id: orderId }, toastError: false })
      .then(setOrder, (err: unknown) => console.error('order info failed', err));
  }, [orderId]);

  if (orderId === undefined) return <LoadState loading failed={false} retry={refresh} t={t} />;
  if (orderId === null) return <CreatedEmpty t={t} locale={locale} reason="noOrder" />;
  if (state.kind === 'notFound') return <CreatedEmpty t={t} locale={locale} reason="notFound" />;
  if (state.kind !== 'ready')
    return <LoadState loading={state.kind === 'loading'} failed={state.kind === 'failed'} retry={refresh} t={t} />;

  const r = state.results;
  const o = outcome(r);

  async function retrySite() {
    if (r.siteId === null) return;
    try {
      await api.post('/api/site/retry', { body: { id: r.siteId }, toastError: false });
    } catch (err) {
      console.error('site retry failed', err);
      toast(t('created.ui.retryFailed'), 'error');
    }
    refresh();
  }

  return (
    <div className="created-page">
      <section className="card created-card" aria-labelledby="created-headline">
        {order && <OrderLine site={order.siteName} orderNo={order.orderNo} t={t} />}
        {/* Polite live region: each change of stage is read out once. */}
        <h2 id="created-headline" className="created-headline" aria-live="polite">
          {t(`created.ui.headline.${o.kind === 'closed' ? `closed${o.status}` : o.kind}`)}
        </h2>
        <ProgressSteps steps={progress(r)} t={t} />
        <OutcomePanel
          outcome={o}
          results={r}
          polling={state.polling}
          t={t}
          lang={lang}
          locale={locale}
          onPay={() => setPaying(true)}
          onRetrySite={() => void retrySite()}
        />
        <MoneyReceived results={r} t={t} lang={lang} locale={locale} />
        {order && r.site?.status === 'live' && <SlotsLeft order={order} t={t} />}
      </section>
      {paying && (
        <PayDialog
          order={{
            id: r.orderId,
            orderNo: order?.orderNo ?? String(r.orderId),
            remaining: r.remaining,
            currency: r.currency,
          }}
          t={t}
          locale={locale}
          onPaid={() => {
            setPaying(false);
            refresh();
          }}
          onClose={() => {
            setPaying(false);
            refresh();
          }}
        />
      )}
    </div>
  );
}

/** A package of several sites: how many are still to launch, and the way to the next one. */
function SlotsLeft({ order, t }: { order: Order; t: Translate }) {
  // Slot 1 is this page's own site (the order may have been read before it was made).
  const left = order.slots.total - Math.max(order.slots.used, 1);
  if (left <= 0) return null;
  return (
    <div className="created-slots">
      <p>{t('created.ui.slotsLeft', { count: left })}</p>
      <a className="btn" href={wizardUrl.launch(order.id)}>
        {t('created.ui.launchNext')}
      </a>
    </div>
  );
}

/** "Lucky Star · order UO2026…", the order number kept whole and left-to-right inside any language. */
function OrderLine({ site, orderNo, t }: { site: string; orderNo: string; t: Translate }) {
  const [before, after] = t('created.ui.orderOf', { site, orderNo: '\u0000' }).split('\u0000');
  return (
    <p className="created-order">
      {before}
      <bdi dir="ltr" className="order-no">
        {orderNo}
      </bdi>
      {after}
    </p>
  );
}
