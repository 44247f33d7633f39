import { useRef, useState } from 'react';
import { openCheckout } from '~/stores/checkout';
import type { CartItem } from '~/shared/schemas/cart';
import { checkoutBlock, formatPrice, isSelectable, totals } from './cart';
import type { Translate } from '~/shared/messageKey';

interface Props {
  items: readonly CartItem[];
  selected: CartItem | null;
  t: Translate;
  lang: string;
  termsUrl: string;
}

/** The selected site, the total, the terms-of-service agreement and Checkout. */
export function CartSummary({ items, selected, t, lang, termsUrl }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [alert, setAlert] = useState<'terms' | 'selection' | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const block = checkoutBlock(accepted, selected);
  const validCount = items.filter(isSelectable).length;
  const [before, after] = t('cart.ui.agree', { terms: '\u0000' }).split('\u0000');

  /** Hands the item over to the order flow: the checkout dialog (CheckoutHost) opens for it. */
  function checkout() {
    if (block) {
      setAlert(block);
      if (block === 'terms') termsRef.current?.focus();
      return;
    }
    if (selected) openCheckout(selected);
  }

  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.ui.summaryTitle')}</h2>
      <dl className="cart-summary-lines">
        <div>
          <dt>{t('cart.ui.selected')}</dt>
          <dd>{selected ? selected.siteName : t('cart.ui.noneSelected')}</dd>
        </div>
        {selected && (
          <div>
            <dt>{t('cart.ui.package')}</dt>
            <dd>{selected.package.name}</dd>
          </div>
        )}
        <div className="cart-total">
          <dt>{t('cart.ui.total')}</dt>
          <dd data-testid="cart-total">{selected ? formatPrice(selected.price, selected.currency, lang) : '—'}</dd>
        </div>
      </dl>
      <p className="muted cart-summary-count">
        {t('cart.ui.validCount', { valid: validCount, count: items.length })}
        {validCount > 1 && (
          <>
            {' · '}
            {t('cart.ui.cartValue', {
              amount: totals(items)
                .map((x) => formatPrice(x.price, x.currency, lang))
                .join(' + '),
            })}
          </>
        )}
      </p>
      {selected && (
        // The package's term: what a renewal costs and what happens after the end (issue 30).
        <p className="cart-term-note">{t('term.packageNote')}</p>
      )}
      <div className="cart-terms">
        <input
          ref={termsRef}
          id="cart-terms"
          type="checkbox"
          checked={accepted}
          aria-invalid={alert === 'terms' ? true : undefined}
          aria-describedby={alert === 'terms' ? 'cart-checkout-alert' : undefined}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked && alert === 'terms') setAlert(null);
          }}
        />
        <label htmlFor="cart-terms">
          {before}
          <a href={termsUrl} target="_blank" rel="noopener">
            {t('cart.ui.termsLink')}
            <span className="visually-hidden"> {t('cart.ui.newTab')}</span>
          </a>
          {after}
        </label>
      </div>
      {alert && block === alert && (
        <p id="cart-checkout-alert" className="form-alert" role="alert">
          {alert === 'terms' ? t('cart.ui.termsRequired') : t('cart.ui.selectRequired')}
        </p>
      )}
      <button type="button" className="btn btn-block cart-checkout" onClick={checkout}>
        {t('cart.ui.checkout')}
      </button>
    </aside>
  );
}
