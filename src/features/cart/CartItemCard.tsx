import { useState } from 'react';
import type { CartItem } from '~/shared/schemas/cart';
import { FALLBACK_IMAGE } from '~/lib/lazyImages';
import { inColors } from '~/shared/templateUrls';
import { awaitingPayment, formatPrice, isSelectable } from './cart';
import type { Translate } from '~/shared/messageKey';

interface Props {
  item: CartItem;
  t: Translate;
  lang: string;
  editUrl: string;
  /** Where the item's open order is paid (Created), when it has one. */
  payUrl: string | null;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

/** One site in the cart: product info, price, status, and its actions. */
export function CartItemCard({ item, t, lang, editUrl, payUrl, selected, onSelect, onDelete }: Props) {
  const valid = isSelectable(item);
  const awaiting = awaitingPayment(item) && payUrl !== null;
  const [thumb, setThumb] = useState(
    item.template.thumbnail ? inColors(item.template.thumbnail, item.colors) : FALLBACK_IMAGE,
  );
  const titleId = `cart-item-${item.id}`;
  const statusId = `cart-item-${item.id}-status`;
  const { color1, color2, color3 } = item.colors;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(item.createdAt));

  return (
    <li
      className={`card cart-item${valid ? '' : awaiting ? ' is-awaiting' : ' is-invalid'}${selected ? ' is-selected' : ''}`}
      data-cart-item-id={item.id}
      aria-labelledby={titleId}
    >
      <div className="cart-item-pick">
        <input
          type="radio"
          name="cart-selection"
          checked={selected}
          disabled={!valid}
          onChange={onSelect}
          aria-label={t('cart.ui.selectSite', { site: item.siteName })}
          aria-describedby={statusId}
        />
      </div>
      <img
        className="cart-item-thumb"
        src={thumb}
        alt=""
        width="160"
        height="100"
        loading="lazy"
        decoding="async"
        onError={() => {
          if (thumb !== FALLBACK_IMAGE) {
            console.warn('cart: template thumbnail failed to load', item.template.thumbnail);
            setThumb(FALLBACK_IMAGE);
          }
        }}
      />
      <div className="cart-item-info">
        <h3 id={titleId} className="cart-item-title">
          {/* A site name reads in its own direction (a Latin name on an Arabic page). */}
          <bdi>{item.siteName}</bdi>
        </h3>
        <dl className="cart-item-facts">
          <div>
            <dt>{t('cart.ui.market')}</dt>
            <dd>{item.country}</dd>
          </div>
          <div>
            <dt>{t('cart.ui.package')}</dt>
            <dd>{item.package.name}</dd>
          </div>
          <div>
            <dt>{t('cart.ui.template')}</dt>
            <dd>{item.template.name}</dd>
          </div>
          <div>
            <dt>{t('cart.ui.colors')}</dt>
            <dd>
              <span
                className="cart-swatches"
                role="img"
                aria-label={t('cart.ui.colorsLabel', { color1, color2, color3 })}
              >
                {(['color1', 'color2', 'color3'] as const).map((k) => (
                  <span key={k} className="cart-swatch" style={{ background: item.colors[k] }} title={item.colors[k]} />
                ))}
              </span>
            </dd>
          </div>
        </dl>
        <p className="cart-item-date muted">{t('cart.ui.addedOn', { date })}</p>
      </div>
      <div className="cart-item-side">
        <p className="cart-item-price">
          <span className="visually-hidden">{t('cart.ui.price')}: </span>
          {formatPrice(item.price, item.currency, lang)}
        </p>
        {awaiting && item.openOrder ? (
          <AwaitingStatus id={statusId} order={item.openOrder} t={t} lang={lang} />
        ) : (
          <p id={statusId} className="cart-item-status">
            <span className={`cart-badge ${valid ? 'is-valid' : 'is-invalid'}`}>
              {valid ? t('cart.ui.statusValid') : t('cart.ui.statusInvalid')}
            </span>
            {!valid && <span className="cart-item-reason">{item.invalidReason || t('cart.ui.invalidFallback')}</span>}
          </p>
        )}
        {awaiting && payUrl && (
          <a className="btn cart-item-pay" href={payUrl}>
            {t('cart.ui.payOrder')}
            <span className="visually-hidden"> – {item.siteName}</span>
          </a>
        )}
        <div className="cart-item-actions">
          <a className="btn btn-ghost" href={editUrl}>
            {t('cart.ui.change')}
            <span className="visually-hidden"> – {item.siteName}</span>
          </a>
          <button type="button" className="btn btn-ghost cart-delete" onClick={onDelete}>
            {t('cart.ui.delete')}
            <span className="visually-hidden"> – {item.siteName}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

interface AwaitingProps {
  id: string;
  order: NonNullable<CartItem['openOrder']>;
  t: Translate;
  lang: string;
}

/** "Awaiting payment": the order is placed, so the item is paid from its order, not checked out again. */
function AwaitingStatus({ id, order, t, lang }: AwaitingProps) {
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(order.expiresAt));
  const [before, after] = t('cart.ui.awaitingNote', { orderNo: '\u0000', time }).split('\u0000');
  return (
    <p id={id} className="cart-item-status">
      <span className="cart-badge is-awaiting">{t('cart.ui.statusAwaiting')}</span>
      <span className="cart-item-reason is-note">
        {before}
        <bdi dir="ltr" translate="no">
          {order.orderNo}
        </bdi>
        {after}
      </span>
    </p>
  );
}
