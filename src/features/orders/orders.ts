import { formatClock, remaining } from '~/ui/checkout/usdt';
import { effectiveStatus, isOrderStatus, ORDER_STATUS, type OrderStatus } from '~/shared/orderStatus';
import type { Order } from '~/shared/orderTypes';

/** Pure logic of My orders: the filter in the URL, paging, and the countdown to expiry. */

export const ORDERS_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

/** `status` null is "All". */
export interface OrderFilter {
  status: OrderStatus | null;
  page: number;
}

/**
 * Reads `?status=&page=` so a reload, a shared link and Back all show the same list.
 * Anything the API would refuse reads as All / page 1 instead of an error.
 */
export function parseOrderFilter(search: string): OrderFilter {
  const q = new URLSearchParams(search);
  const raw = q.get('status');
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const p = Number(q.get('page') ?? '1');
  return {
    status: isOrderStatus(n) ? n : null,
    page: Number.isInteger(p) && p >= 1 && p <= MAX_PAGE ? p : 1,
  };
}

/** The search string of a filter; defaults are left out and other parameters kept. */
export function orderFilterSearch(filter: OrderFilter, current = ''): string {
  const q = new URLSearchParams(current);
  if (filter.status === null) q.delete('status');
  else q.set('status', String(filter.status));
  if (filter.page > 1) q.set('page', String(filter.page));
  else q.delete('page');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The query of GET /api/order/list for a filter. */
export const orderListQuery = (f: OrderFilter) => ({
  status: f.status ?? undefined,
  page: f.page,
  pageSize: ORDERS_PAGE_SIZE,
});

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** What a row shows now: the status as of `now`, and for an open order its time left. */
export interface OrderClock {
  status: OrderStatus;
  /** "29:59" in the page's digits while the order can be paid; null otherwise. */
  clock: string | null;
}

export function orderClock(order: Pick<Order, 'status' | 'expiresAt'>, now: number, lang: string): OrderClock {
  const status = effectiveStatus(order.status, order.expiresAt, new Date(now));
  if (status !== ORDER_STATUS.pending) return { status, clock: null };
  return { status, clock: formatClock(remaining(order.expiresAt, now), lang) };
}

/** Ids of the orders that are open at `before` and timed out at `after`: what to announce. */
export function expiredBetween(
  orders: readonly Pick<Order, 'id' | 'status' | 'expiresAt'>[],
  before: number,
  after: number,
) {
  return orders
    .filter(
      (o) =>
        effectiveStatus(o.status, o.expiresAt, new Date(before)) === ORDER_STATUS.pending &&
        effectiveStatus(o.status, o.expiresAt, new Date(after)) === ORDER_STATUS.timedOut,
    )
    .map((o) => o.id);
}

/** A row's colour family. */
export function statusTone(s: OrderStatus): 'waiting' | 'good' | 'closed' {
  if (s === ORDER_STATUS.pending) return 'waiting';
  if (s === ORDER_STATUS.purchased || s === ORDER_STATUS.completed) return 'good';
  return 'closed';
}

/** Pay and Cancel apply to an order that is open right now. */
export const canPay = (s: OrderStatus) => s === ORDER_STATUS.pending;
