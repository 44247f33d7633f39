import { describe, expect, it } from 'vitest';
import { checkoutBlock, editItemUrl, isSelectable, reconcileSelection, totals } from '../../src/features/cart/cart.ts';
import { CART_STATUS } from '../../src/shared/cartStatus.ts';
import type { CartItem } from '../../src/shared/schemas/cart.ts';
import { cartItemFixture } from '../support/cartItemFixture.ts';

const item = (id: number, over: Partial<CartItem> = {}) => cartItemFixture({ id, siteName: `site ${id}`, ...over });

describe('cart selection', () => {
  it('invalid items cannot be selected', () => {
    expect(isSelectable(item(1))).toBe(true);
    expect(isSelectable(item(1, { status: CART_STATUS.invalid }))).toBe(false);
  });

  it('an item awaiting payment on its order is not checked out again, nor counted in the cart value', () => {
    const ordered = item(2, { openOrder: { id: 9, orderNo: 'UO1', expiresAt: '2026-11-26T10:00:00.000Z' } });
    expect(isSelectable(ordered)).toBe(false);
    expect(reconcileSelection([ordered, item(3)], 2)).toBe(3);
    expect(totals([ordered, item(3)])).toEqual([{ currency: 'USD', price: '999.00' }]);
  });

  it('keeps a still-valid selection, else falls back to the first valid item', () => {
    const list = [item(1, { status: CART_STATUS.invalid }), item(2), item(3)];
    expect(reconcileSelection(list, 3)).toBe(3);
    expect(reconcileSelection(list, null)).toBe(2);
    expect(reconcileSelection(list, 1)).toBe(2); // went invalid
    expect(reconcileSelection(list, 99)).toBe(2); // deleted or filtered out
    expect(reconcileSelection([item(1, { status: CART_STATUS.invalid })], 1)).toBeNull();
    expect(reconcileSelection([], null)).toBeNull();
  });
});

describe('checkout rule', () => {
  it('asks for the terms of service first, then for a selection', () => {
    expect(checkoutBlock(false, item(1))).toBe('terms');
    expect(checkoutBlock(false, null)).toBe('terms');
    expect(checkoutBlock(true, null)).toBe('selection');
    expect(checkoutBlock(true, item(1, { status: CART_STATUS.invalid }))).toBe('selection');
    expect(checkoutBlock(true, item(1))).toBeNull();
  });

  it('links an item to the template/colour editor in its locale', () => {
    expect(editItemUrl('/', 7)).toBe('/choose-theme?cartItemId=7');
    expect(editItemUrl('/ar', 7)).toBe('/ar/choose-theme?cartItemId=7');
    expect(editItemUrl('/zh-tw/', 7)).toBe('/zh-tw/choose-theme?cartItemId=7');
  });
});
