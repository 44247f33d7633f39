// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartItemCard } from '../../../src/features/cart/CartItemCard.tsx';
import { translator } from '../../../src/lib/clientStrings.ts';
import { CART_STATUS } from '../../../src/shared/cartStatus.ts';
import type { CartItem } from '../../../src/shared/schemas/cart.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = translator(en, 'en');
afterEach(cleanup);

const item: CartItem = {
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
};

describe('a cart item', () => {
  it('shows its template in the colour scheme the merchant chose, not the default', () => {
    const { container } = render(
      <ul>
        <CartItemCard
          item={item}
          t={t}
          lang="en"
          editUrl="/choose-theme?cartItemId=7"
          payUrl={null}
          selected={false}
          onSelect={vi.fn()}
          onDelete={vi.fn()}
        />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Lucky Star' })).toBeTruthy();
    const src = container.querySelector('img.cart-item-thumb')?.getAttribute('src') ?? '';
    const url = new URL(src, 'http://x');
    expect(url.pathname).toBe('/api/cart/template-image/3/thumb.svg');
    expect(Object.fromEntries(url.searchParams)).toEqual(item.colors);
  });
});
