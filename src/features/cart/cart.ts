import { underHome } from '~/shared/paths';
import { CART_STATUS } from '~/shared/cartStatus';
import type { CartItem } from '~/shared/schemas/cart';
import { formatMinor, formatPrice, parseMoney } from '~/shared/money';

/** Pure cart logic: selection, totals, the terms-of-service rule, the checkout hand-over. */

export const FILTER_DEBOUNCE_MS = 300;

/**
 * Only a valid item without an open order can be checked out: an invalid one says why and
 * waits for a change; one already ordered waits for its payment (awaitingPayment).
 */
export function isSelectable(item: Pick<CartItem, 'status' | 'openOrder'>): boolean {
  return item.status === CART_STATUS.valid && !item.openOrder;
}

/** A valid item whose order is placed and not paid yet: the cart offers to pay it. */
export function awaitingPayment(item: Pick<CartItem, 'status' | 'openOrder'>): boolean {
  return item.status === CART_STATUS.valid && item.openOrder !== null;
}

/**
 * Keeps the selection if that item is still listed and valid; otherwise picks the first
 * valid item, so a merchant with one site in the cart does not have to click it.
 */
export function reconcileSelection(items: readonly CartItem[], selectedId: number | null): number | null {
  if (selectedId !== null && items.some((i) => i.id === selectedId && isSelectable(i))) return selectedId;
  return items.find(isSelectable)?.id ?? null;
}

/** "999.00" → 99900; money stays in integer minor units, never floats (api.md). */
export function toMinor(price: string): number {
  const minor = parseMoney(price);
  if (minor === null) throw new RangeError(`not a price: ${price}`);
  return minor;
}

export { formatMinor as minorToDecimal, formatPrice };

export interface Total {
  currency: string;
  price: string;
}

/** Sums valid items per currency (markets price in their own currency), in first-seen order. */
export function totals(items: readonly CartItem[]): Total[] {
  const sums = new Map<string, number>();
  for (const item of items) {
    if (!isSelectable(item)) continue;
    sums.set(item.currency, (sums.get(item.currency) ?? 0) + toMinor(item.price));
  }
  return [...sums].map(([currency, minor]) => ({ currency, price: formatMinor(minor) }));
}

/** What stops checkout, in the order the merchant must fix it; null when nothing does. */
export type CheckoutBlock = 'terms' | 'selection' | null;

export function checkoutBlock(termsAccepted: boolean, selected: CartItem | null): CheckoutBlock {
  if (!termsAccepted) return 'terms';
  if (!selected || !isSelectable(selected)) return 'selection';
  return null;
}

/** The wizard page that edits an item's template and colours (edit mode of ChooseTheme). */
export function editItemUrl(localeHome: string, id: number): string {
  return underHome(localeHome, `choose-theme?cartItemId=${id}`);
}
