import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/stores/api';
import { errorMessage } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import { createdUrl } from '~/shared/paths';
import { deferred } from '~/ui/deferred';
import { early } from '~/ui/early';
import { LoadState } from '~/ui/LoadState';
import type { Catalog } from '~/shared/translate';
import { ORDER_STATUS, orderStatusKey } from '~/shared/orderStatus';
import type { Order } from '~/shared/orderTypes';
import type { Page } from '~/shared/types';
import { getLocale, localePath, type LocaleCode } from '../../../i18n/locales';
import { OrderCard } from './OrderCard';
import { OrderFilterNav } from './OrderFilterNav';
import { OrdersEmpty } from './OrdersEmpty';
import { Pager } from '~/ui/Pager';
import { expiredBetween, orderFilterSearch, orderListQuery, pageCount, parseOrderFilter } from './orders';
import { useNow } from './useNow';
import { useOrderFilter } from './useOrderFilter';
import '~/ui/ui.css';
import './orders.css';

/** One page of the list; the one the address names is asked for as the page loads. */
const listOrders = early(
  () => orderListQuery(parseOrderFilter(window.location.search)),
  (query: ReturnType<typeof orderListQuery>) => api.get('/api/order/list', { query, toastError: false }),
);

// The dialogs load when first opened: the list is what the page shows first.
const OrderDetail = deferred(() => import('./OrderDetail').then((m) => m.OrderDetail));
const PayDialog = deferred(() => import('~/ui/checkout/PayDialog').then((m) => m.PayDialog));
const ConfirmDialog = deferred(() => import('~/ui/ConfirmDialog').then((m) => m.ConfirmDialog));

type Dialog = { kind: 'detail' | 'pay' | 'cancel'; order: Order } | null;

/** My orders (spec §2, §4): status filter, paged list, detail, pay, cancel, live expiry. */
export default function MyOrders({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = translator(strings);
  const lang = getLocale(locale).lang;
  const createdPath = localePath(locale, 'created');
  const mySitesPath = localePath(locale, 'my-site');
  const { filter, ready, go } = useOrderFilter();
  const [page, setPage] = useState<Page<Order> | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announce, setAnnounce] = useState('');
  const seq = useRef(0);
  const listTitle = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the Retry / after-change trigger.
  useEffect(() => {
    if (!ready) return;
    const mine = ++seq.current;
    setBusy(true);
    setFailed(null);
    listOrders(orderListQuery(filter)).then(
      (data) => {
        if (mine !== seq.current) return; // a newer filter won the race
        setPage(data);
        setBusy(false);
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        console.error('order list failed', err);
        setFailed(err ?? new Error('order list failed'));
        setBusy(false);
      },
    );
  }, [filter, ready, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const orders = page?.list ?? [];
  const anyOpen = orders.some((o) => o.status === ORDER_STATUS.pending);
  const now = useNow(anyOpen);

  // An order whose time runs out while on screen flips to Timed Out; say so once.
  const last = useRef(now);
  useEffect(() => {
    const gone = expiredBetween(orders, last.current, now);
    last.current = now;
    const first = orders.find((o) => gone.includes(o.id));
    if (first) setAnnounce(t('orders.ui.timedOutNow', { orderNo: first.orderNo }));
  }, [now, orders, t]);

  const pick = useCallback(
    (next: Parameters<typeof go>[0]) => {
      go(next);
      listTitle.current?.focus();
    },
    [go],
  );

  async function cancel(order: Order) {
    setDialog(null);
    try {
      await api.post('/api/order/edit', {
        body: { id: order.id, status: ORDER_STATUS.cancelled },
        toastError: false,
      });
      toast(t('common.operationSuccessful'), 'success');
      setAnnounce(t('orders.ui.cancelled', { orderNo: order.orderNo }));
    } catch (err) {
      console.error('order cancel failed', err);
      toast(errorMessage(err, t, 'errors.operationFailed'), 'error');
    }
    reload();
    listTitle.current?.focus();
  }

  const filterName = filter.status === null ? t('orders.ui.all') : t(orderStatusKey(filter.status));

  let body: ReactNode;
  if (failed)
    body = <LoadState loading={false} failed error={failed} retry={reload} t={t} failedKey="orders.ui.loadFailed" />;
  else if (!page) body = <LoadState loading failed={false} retry={reload} t={t} />;
  else if (page.total === 0)
    body = (
      <OrdersEmpty
        t={t}
        locale={locale}
        filtered={filter.status !== null}
        onShowAll={() => pick({ status: null, page: 1 })}
      />
    );
  else
    body = (
      <>
        <ul className="orders-list" aria-busy={busy}>
          {orders.map((o) => (
            <OrderCard
              key={o.id}
              order={o}
              now={now}
              t={t}
              lang={lang}
              // A renewal's progress is its sites' new ends, shown in My sites.
              createdUrl={o.kind === 'renewal' ? mySitesPath : createdUrl(createdPath, o.id)}
              onDetail={() => setDialog({ kind: 'detail', order: o })}
              onPay={() => setDialog({ kind: 'pay', order: o })}
              onCancel={() => setDialog({ kind: 'cancel', order: o })}
            />
          ))}
        </ul>
        <Pager
          page={page.page}
          pages={pageCount(page.total, page.pageSize)}
          label={t('orders.ui.pagination')}
          t={t}
          href={(p) => orderFilterSearch({ ...filter, page: p }) || '?'}
          onPage={(p) => pick({ ...filter, page: p })}
        />
      </>
    );

  return (
    <div className="orders-page">
      <OrderFilterNav current={filter.status} t={t} onPick={pick} />
      <section aria-labelledby="orders-list-title" className="orders-section">
        <h2 id="orders-list-title" ref={listTitle} tabIndex={-1} className="orders-list-title">
          {filterName}
          {page && page.total > 0 && (
            <span className="orders-count"> · {t('orders.ui.count', { count: page.total })}</span>
          )}
        </h2>
        {body}
      </section>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {dialog?.kind === 'detail' && (
        <OrderDetail order={dialog.order} t={t} lang={lang} locale={locale} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'pay' && (
        <PayDialog
          order={dialog.order}
          t={t}
          locale={locale}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <ConfirmDialog
          message={t('orders.ui.cancelMessage', { site: dialog.order.siteName })}
          confirmLabel={t('orders.ui.cancelConfirm')}
          cancelLabel={t('orders.ui.keep')}
          closeLabel={t('common.close')}
          onConfirm={() => void cancel(dialog.order)}
          onCancel={() => setDialog(null)}
          tone="destructive"
        />
      )}
    </div>
  );
}
