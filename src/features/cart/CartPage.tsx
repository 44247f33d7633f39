import { cartChanged } from '~/stores/cart';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '~/stores/api';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/stores/dialogs';
import { toast } from '~/lib/toast';
import { Field } from '~/ui/Field';
import { deferred } from '~/ui/deferred';
import { early } from '~/ui/early';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import type { Catalog } from '~/shared/translate';
import type { CartItem } from '~/shared/schemas/cart';
import { getLocale, localePath, type LocaleCode } from '../../../i18n/locales';
import { editItemUrl, FILTER_DEBOUNCE_MS, reconcileSelection } from './cart';
import { CartItemCard } from './CartItemCard';
import { CartSummary } from './CartSummary';
import { CheckoutHost } from './CheckoutHost';
import { createdUrl } from '~/shared/paths';
import '~/ui/ui.css';
import './cart.css';

/** The list filtered by site name; the unfiltered one is asked for as the page loads. */
const listCart = early(
  () => '',
  (siteName: string) => api.get('/api/cart/list', { query: { siteName }, toastError: false }),
);

const ConfirmDialog = deferred(() => import('~/ui/ConfirmDialog').then((m) => m.ConfirmDialog));

/** The cart page (spec §2): the merchant's sites waiting for checkout. */
export default function CartPage({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = useMemo(() => translator(strings, locale), [strings, locale]);
  const lang = getLocale(locale).lang;
  const home = localePath(locale);
  const [filter, setFilter] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CartItem | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);

  // Typing in the filter asks the server once the merchant pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filter.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  // The query travels with its answer, so "no match for …" names what was asked.
  const list = useLoad(async () => {
    const rows = await listCart(query);
    return { items: Array.isArray(rows) ? rows : [], query };
  }, [query]);
  const reload = list.retry;
  useEffect(() => {
    if (list.failed) console.error('cart list failed', list.error);
  }, [list.failed, list.error]);

  async function remove(item: CartItem) {
    setPendingDelete(null);
    try {
      await api.post('/api/cart/delete', { body: { id: item.id }, toastError: false });
      void cartChanged();
      toast(t('common.operationSuccessful'), 'success');
    } catch (err) {
      console.error('cart delete failed', err);
      toast(t('cart.ui.deleteFailed'), 'error');
    }
    reload();
    // The button that had focus is gone; continue from the list heading.
    listTitle.current?.focus();
  }

  const items = list.data?.items ?? [];
  const shownQuery = list.data?.query ?? '';
  // The merchant's pick while it is listed and valid; else the first valid item.
  const selectedId = reconcileSelection(items, picked);
  const selected = items.find((i) => i.id === selectedId) ?? null;

  return (
    <div className="cart-page">
      <div className="cart-toolbar">
        <search className="cart-filter">
          <Field label={t('cart.ui.filterLabel')}>
            <input
              type="search"
              value={filter}
              placeholder={t('cart.ui.filterPlaceholder')}
              autoComplete="off"
              onChange={(e) => setFilter(e.target.value)}
            />
          </Field>
        </search>
        <button type="button" className="btn btn-ghost cart-add" onClick={openStation}>
          {t('cart.ui.addSite')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {list.data && shownQuery ? t('cart.ui.resultCount', { count: items.length }) : ''}
      </p>
      {/* The cart's own words for a failed load (spec §7), not the server's generic one. */}
      <LoadState
        loading={list.loading && !list.data}
        failed={list.failed}
        retry={reload}
        t={t}
        failedKey="cart.ui.loadFailed"
        empty={items.length === 0}
        emptyText={shownQuery ? t('cart.ui.noMatch', { query: shownQuery }) : t('cart.ui.emptyText')}
        emptyActions={
          shownQuery ? (
            <button className="btn btn-ghost" type="button" onClick={() => setFilter('')}>
              {t('cart.ui.clearFilter')}
            </button>
          ) : (
            <button className="btn" type="button" onClick={openStation}>
              {t('cart.ui.openStation')}
            </button>
          )
        }
      >
        <div className="cart-layout">
          <section className="cart-list-section" aria-labelledby="cart-list-title" aria-busy={list.loading}>
            <h2 id="cart-list-title" ref={listTitle} tabIndex={-1} className="cart-list-title">
              {t('cart.ui.listTitle')}
            </h2>
            <ul className="cart-list">
              {items.map((item) => (
                <CartItemCard
                  key={item.id}
                  item={item}
                  t={t}
                  lang={lang}
                  editUrl={editItemUrl(home, item.id)}
                  payUrl={item.openOrder ? createdUrl(localePath(locale, 'created'), item.openOrder.id) : null}
                  selected={item.id === selectedId}
                  onSelect={() => setPicked(item.id)}
                  onDelete={() => setPendingDelete(item)}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            items={items}
            selected={selected}
            t={t}
            lang={lang}
            termsUrl={localePath(locale, 'terms-of-service')}
          />
        </div>
      </LoadState>
      {pendingDelete && (
        <ConfirmDialog
          message={t('cart.ui.confirmDelete', { site: pendingDelete.siteName })}
          confirmLabel={t('cart.ui.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onConfirm={() => void remove(pendingDelete)}
          onCancel={() => setPendingDelete(null)}
          tone="destructive"
        />
      )}
      <CheckoutHost t={t} locale={locale} onClosed={reload} />
    </div>
  );
}
