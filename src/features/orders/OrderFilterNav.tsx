import type { MouseEvent } from 'react';
import { orderStatuses, orderStatusKey, type OrderStatus } from '~/shared/orderStatus';
import { type OrderFilter, orderFilterSearch } from './orders';
import type { Translate } from '~/shared/messageKey';

/**
 * All + the six statuses, as links: each filter has its own URL (open in a new tab,
 * share, Back), and a plain click switches in place.
 */
export function OrderFilterNav({
  current,
  t,
  onPick,
}: {
  current: OrderStatus | null;
  t: Translate;
  onPick: (f: OrderFilter) => void;
}) {
  const options: (OrderStatus | null)[] = [null, ...orderStatuses];
  const click = (status: OrderStatus | null) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // let the browser open a tab
    e.preventDefault();
    onPick({ status, page: 1 });
  };
  return (
    <nav className="orders-filter" aria-label={t('orders.ui.filterLabel')}>
      <ul>
        {options.map((s) => (
          <li key={s ?? 'all'}>
            <a
              href={orderFilterSearch({ status: s, page: 1 }) || '?'}
              aria-current={s === current ? 'page' : undefined}
              onClick={click(s)}
            >
              {s === null ? t('orders.ui.all') : t(orderStatusKey(s))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
