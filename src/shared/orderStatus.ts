/**
 * The order state machine (spec §4, api.md), the one module server and browser import.
 * 0 Pending Payment → 1 Purchased → 2 Completed; 0 → 3 Invalid, 0 → 4 Timed Out,
 * 0 → 5 Cancelled. Nothing leaves 2, 3, 4 or 5.
 */
export const ORDER_STATUS = {
  pending: 0,
  purchased: 1,
  completed: 2,
  invalid: 3,
  timedOut: 4,
  cancelled: 5,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const orderStatuses: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5];
export type OrderStatusName = keyof typeof ORDER_STATUS;

const allowed: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [1, 3, 4, 5],
  1: [2],
  2: [],
  3: [],
  4: [],
  5: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => allowed[from].includes(to);

/** The only move a merchant makes by hand (order/edit). */
export const USER_TRANSITIONS: readonly OrderStatus[] = [ORDER_STATUS.cancelled];

/** Money can still be taken for the order. */
export const isOpen = (s: OrderStatus) => s === ORDER_STATUS.pending;

/** The status a reader sees: an unpaid order past its expiry is Timed Out before any sweep. */
export function effectiveStatus(status: OrderStatus, expiresAt: Date | string, now: Date): OrderStatus {
  if (status !== ORDER_STATUS.pending) return status;
  return new Date(expiresAt).getTime() <= now.getTime() ? ORDER_STATUS.timedOut : status;
}

/** When the clock alone next changes what a reader sees of these orders (a pending one expiring), or null. */
export function nextClockChange(orders: { status: number; expiresAt: string }[]): number | null {
  const due = orders.filter((o) => o.status === ORDER_STATUS.pending).map((o) => Date.parse(o.expiresAt));
  return due.length ? Math.min(...due) : null;
}

export const isOrderStatus = (n: number): n is OrderStatus => Number.isInteger(n) && n >= 0 && n <= 5;

/** i18n key of a status label: `order.status.pending` … */
export const orderStatusKey = (s: OrderStatus) =>
  `order.status.${(Object.keys(ORDER_STATUS) as OrderStatusName[]).find((k) => ORDER_STATUS[k] === s)}`;
