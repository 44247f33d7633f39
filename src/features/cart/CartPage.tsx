import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/lib/openStation';
import { toast } from '~/lib/toast';
import { Field } from '~/features/ui/Field';
import { ConfirmDialog } from '~/features/ui/ConfirmDialog';
import type { Catalog } from '~/shared/i18n';
import type { CartItem } from '~/shared/schemas/cart';
import { getLocale, localePath, type LocaleCode } from '../../../i18n/locales';
import { editItemUrl, FILTER_DEBOUNCE_MS, reconcileSelection } from './cart';
import { CartItemCard } from './CartItemCard';
import { CartSummary } from './CartSummary';
import { CartEmpty, CartLoadFailed, CartNoMatch, CartSkeleton } from './CartStates';
import '~/features/ui/modal.css';
import './cart.css';

/** The cart page (spec §2): the merchant's sites waiting for checkout. */
export default function CartPage({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = translator(strings);
  const lang = getLocale(locale).lang;
  const home = localePath(locale);
  const [filter, setFilter] = useState('');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<CartItem[] | null>(null);
  const [shownQuery, setShownQuery] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CartItem | null>(null);
  const seq = useRef(0);
  const listTitle = useRef<HTMLHeadingElement>(null);

  // Typing in the filter asks the server once the merchant pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filter.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  useEffect(() => {
    const mine = ++seq.current;
    setBusy(true);
    setFailed(false);
    api<CartItem[]>('/cart/list', { query: { siteName: query }, toastError: false }).then(
      (list) => {
        if (mine !== seq.current) return; // a newer filter won the race
        const rows = Array.isArray(list) ? list : [];
        setItems(rows);
        setShownQuery(query);
        setSelectedId((prev) => reconcileSelection(rows, prev));
        setBusy(false);
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        console.error('cart list failed', err);
        setFailed(true);
        setBusy(false);
      },
    );
  }, [query, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  async function remove(item: CartItem) {
    setPendingDelete(null);
    try {
      await api('/cart/delete', { method: 'POST', body: { id: item.id }, toastError: false });
      toast(t('common.operationSuccessful'), 'success');
    } catch (err) {
      console.error('cart delete failed', err);
      toast(t('cart.ui.deleteFailed'), 'error');
    }
    reload();
    // The button that had focus is gone; continue from the list heading.
    listTitle.current?.focus();
  }

  const selected = items?.find((i) => i.id === selectedId) ?? null;
  let body;
  if (failed) body = <CartLoadFailed t={t} onRetry={reload} />;
  else if (!items) body = <CartSkeleton t={t} />;
  else if (items.length === 0 && shownQuery)
    body = <CartNoMatch t={t} query={shownQuery} onClear={() => setFilter('')} />;
  else if (items.length === 0) body = <CartEmpty t={t} />;
  else {
    body = (
      <div className="cart-layout">
        <section className="cart-list-section" aria-labelledby="cart-list-title" aria-busy={busy}>
          <h2 id="cart-list-title" ref={listTitle} tabIndex={-1} className="cart-list-title">
            {t('cart.ui.listTitle')}
          </h2>
          <p className="visually-hidden" role="status">
            {shownQuery ? t('cart.ui.resultCount', { count: items.length }) : ''}
          </p>
          <ul className="cart-list" role="list">
            {items.map((item) => (
              <CartItemCard
                key={item.id}
                item={item}
                t={t}
                lang={lang}
                editUrl={editItemUrl(home, item.id)}
                selected={item.id === selectedId}
                onSelect={() => setSelectedId(item.id)}
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
    );
  }

  return (
    <div className="cart-page">
      <div className="cart-toolbar">
        <div className="cart-filter" role="search">
          <Field label={t('cart.ui.filterLabel')}>
            <input
              type="search"
              value={filter}
              placeholder={t('cart.ui.filterPlaceholder')}
              autoComplete="off"
              onChange={(e) => setFilter(e.target.value)}
            />
          </Field>
        </div>
        <button type="button" className="btn btn-ghost cart-add" onClick={openStation}>
          {t('cart.ui.addSite')}
        </button>
      </div>
      {body}
      {pendingDelete && (
        <ConfirmDialog
          message={t('cart.ui.confirmDelete', { site: pendingDelete.siteName })}
          confirmLabel={t('cart.ui.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onConfirm={() => void remove(pendingDelete)}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  );
}
