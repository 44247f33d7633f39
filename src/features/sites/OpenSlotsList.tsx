import type { Translate } from '~/shared/messageKey';
import type { OpenSlots } from '~/shared/orderTypes';

interface Props {
  orders: OpenSlots[];
  t: Translate;
  onLaunch: (slots: OpenSlots) => void;
}

/** Paid orders whose package still has sites to launch, each with its Launch button. */
export function OpenSlotsList({ orders, t, onLaunch }: Props) {
  if (!orders.length) return null;
  return (
    <section className="open-slots" aria-labelledby="open-slots-title">
      <h2 id="open-slots-title">{t('sites.slots.title')}</h2>
      <ul>
        {orders.map((o) => (
          <li key={o.orderId}>
            <span>{t('sites.slots.left', { orderNo: o.orderNo, left: o.open.length, total: o.total })}</span>
            <button type="button" className="btn" onClick={() => onLaunch(o)}>
              {t('sites.slots.launch')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
