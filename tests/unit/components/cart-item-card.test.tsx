// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartItemCard } from '../../../src/features/cart/CartItemCard.tsx';
import { translator } from '../../../src/lib/clientStrings.ts';
import en from '../../../i18n/en.json' with { type: 'json' };
import { cartItemFixture } from '../../support/cartItemFixture.ts';

const t = translator(en, 'en');
afterEach(cleanup);

const item = cartItemFixture();

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
