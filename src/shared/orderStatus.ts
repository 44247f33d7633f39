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
export const orderStatuses: readonly OrderStatus[] = Object.values(ORDER_STATUS);
export type OrderStatusName = keyof typeof ORDER_STATUS;

/**
 * Every move an order can make, by name: the server says which one it means
 * (`moveOrder(db, { move: 'pay', … })`) and never spells a pair of numbers.
 */
export const TRANSITIONS = {
  /** 0 → 1: the order is paid in full. */
  pay: { from: ORDER_STATUS.pending, to: ORDER_STATUS.purchased },
  /** 1 → 2: its first site is live. */
  complete: { from: ORDER_STATUS.purchased, to: ORDER_STATUS.completed },
  /** 0 → 3: its cart item was withdrawn or changed before payment. */
  invalidate: { from: ORDER_STATUS.pending, to: ORDER_STATUS.invalid },
  /** 0 → 4: unpaid past its expiry. */
  expire: { from: ORDER_STATUS.pending, to: ORDER_STATUS.timedOut },
  /** 0 → 5: the merchant cancelled it (the only move made by hand). */
  cancel: { from: ORDER_STATUS.pending, to: ORDER_STATUS.cancelled },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;

export type Transition = keyof typeof TRANSITIONS;

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  Object.values(TRANSITIONS).some((t) => t.from === from && t.to === to);

/** The status a reader sees: an unpaid order past its expiry is Timed Out before any sweep. */
export function effectiveStatus(status: OrderStatus, expiresAt: Date | string, now: Date): OrderStatus {
  if (status !== ORDER_STATUS.pending) return status;
  return new Date(expiresAt).getTime() <= now.getTime() ? ORDER_STATUS.timedOut : status;
}

/** When the clock alone next changes what a reader sees of these orders (a pending one expiring), or null. */
export function nextClockChange(orders: { status: OrderStatus; expiresAt: string }[]): number | null {
  const due = orders.filter((o) => o.status === ORDER_STATUS.pending).map((o) => Date.parse(o.expiresAt));
  return due.length ? Math.min(...due) : null;
}

export const isOrderStatus = (n: number): n is OrderStatus => Number.isInteger(n) && n >= 0 && n <= 5;

/** i18n key of a status label: `order.status.pending` … */
export const orderStatusKey = (s: OrderStatus): `order.status.${OrderStatusName}` =>
  `order.status.${(Object.keys(ORDER_STATUS) as OrderStatusName[]).find((k) => ORDER_STATUS[k] === s) ?? 'pending'}`;
