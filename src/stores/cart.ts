import { atom } from 'nanostores';
import { $token } from './session';

/**
 * How many items the merchant's cart holds — every item, valid or not: what the cart page
 * lists. null for a guest, or until it is known. The header's badge reads it at load and when
 * the session changes; the cart says when it changed.
 */
export const $cartCount = atom<number | null>(null);

let seq = 0;

/** The cart changed (an item added or removed); a known `count` saves a request. */
export function cartChanged(count?: number): Promise<void> {
  return refreshCartCount(count);
}

/** Reads the count (or takes a known one); an answer overtaken by a later change is dropped. */
export async function refreshCartCount(known?: number): Promise<void> {
  const mine = ++seq;
  if (!$token.get()) return $cartCount.set(null);
  if (known !== undefined && known >= 0) return $cartCount.set(known);
  try {
    // The API client loads with the first count, after the page has painted.
    const { api } = await import('./api');
    const list = await api.get('/api/cart/list', { toastError: false });
    if (mine === seq) $cartCount.set(list.length);
  } catch (err) {
    // The count is a convenience: without it the cart link still works.
    console.warn('cart count unavailable', err);
  }
}
