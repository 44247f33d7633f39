import { CART_STATUS } from '../../src/shared/cartStatus.ts';
import type { CartItem } from '../../src/shared/schemas/cart.ts';

/**
 * One valid cart item as `GET /api/cart/list` returns it, for component and logic tests:
 * a template in a colour scheme the merchant chose (not the template's default), no open order.
 */
export function cartItemFixture(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 7,
    siteName: 'Lucky Star',
    countriesId: 1,
    country: 'Brazil',
    package: { id: 1, name: 'Starter' },
    template: { id: 3, name: 'Aurora', thumbnail: '/api/cart/template-image/3/thumb.svg' },
    colors: { color1: '#0a0b0c', color2: '#d4af37', color3: '#ffffff' },
    price: '999.00',
    currency: 'USD',
    status: CART_STATUS.valid,
    invalidReason: null,
    openOrder: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...over,
  };
}
