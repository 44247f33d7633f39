import { atom } from 'nanostores';
import type { CartItem } from '~/shared/schemas/cart';

/**
 * The cart item being checked out, or null. The cart's Checkout button sets it
 * (`startCheckout`); the checkout dialog on the cart page renders from it.
 */
export const $checkoutItem = atom<CartItem | null>(null);

export function openCheckout(item: CartItem): void {
  $checkoutItem.set(item);
}

export function closeCheckout(): void {
  $checkoutItem.set(null);
}
