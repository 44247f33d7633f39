import type { Translate } from '~/shared/messageKey';
import type { OpenSlots } from '~/shared/orderTypes';
import { wizardUrl } from '~/lib/wizardLinks';

interface Props {
  orders: OpenSlots[];
  t: Translate;
}

/**
 * Paid orders whose package still has sites to launch, each with its Launch link: the wizard's
 * gallery for that order (choose-theme?launch=).
 */
export function OpenSlotsList({ orders, t }: Props) {
  if (!orders.length) return null;
  return (
    <section className="open-slots" aria-labelledby="open-slots-title">
      <h2 id="open-slots-title">{t('sites.slots.title')}</h2>
      <ul>
        {orders.map((o) => (
          <li key={o.orderId}>
            <span>{t('sites.slots.left', { orderNo: o.orderNo, left: o.open.length, total: o.total })}</span>
            <a className="btn" href={wizardUrl.launch(o.orderId)}>
              {t('sites.slots.launch')}
              <span className="visually-hidden"> – {o.orderNo}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
