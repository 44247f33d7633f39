// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartItemCard } from '../../src/features/cart/CartItemCard.tsx';
import { CheckoutDialog } from '../../src/features/cart/CheckoutDialog.tsx';
import { translator } from '../../src/lib/clientStrings.ts';
import type { CartItem } from '../../src/shared/schemas/cart.ts';
import ar from '../../i18n/ar.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import { cartItemFixture } from '../support/cartItemFixture.ts';

const t = translator(en, 'en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = cartItemFixture();
const openOrder = { id: 42, orderNo: 'UO20261126-ABCDEFGH', expiresAt: '2026-11-26T10:30:00.000Z' };

function card(over: Partial<CartItem>, payUrl: string | null, tr = t, lang = 'en') {
  return render(
    <ul>
      <CartItemCard
        item={{ ...item, ...over }}
        t={tr}
        lang={lang}
        editUrl="/choose-theme?cartItemId=7"
        payUrl={payUrl}
        selected={false}
        onSelect={vi.fn()}
        onDelete={vi.fn()}
      />
    </ul>,
  );
}

describe('a cart item that already has an unpaid order', () => {
  it('reads "awaiting payment" with its order and a link to pay it, and cannot be checked out again', () => {
    card({ openOrder }, '/created?orderId=42');
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Awaiting payment')).toBeTruthy();
    expect(within(row).queryByText('Valid')).toBeNull();
    expect(row.textContent).toContain('Order UO20261126-ABCDEFGH is waiting for payment until');
    const pay = within(row).getByRole('link', { name: 'Pay the order – Lucky Star' });
    expect(pay.getAttribute('href')).toBe('/created?orderId=42');
    expect((within(row).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    // The radio's description is the awaiting status, for a screen reader too.
    const status = document.getElementById(within(row).getByRole('radio').getAttribute('aria-describedby')!);
    expect(status?.textContent).toContain('Awaiting payment');
  });

  it('stays an ordinary valid item without an open order', () => {
    card({}, null);
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay the order/ })).toBeNull();
    expect((screen.getByRole('radio') as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps the order number whole and left-to-right in Arabic', () => {
    card({ openOrder }, '/ar/created?orderId=42', translator(ar, 'ar'), 'ar');
    expect(screen.getByText(ar['cart.ui.statusAwaiting'])).toBeTruthy();
    const no = screen.getByText(openOrder.orderNo);
    expect(no.tagName).toBe('BDI');
    expect(no.getAttribute('dir')).toBe('ltr');
  });
});

describe('checking out an item whose order is already open (a second tab)', () => {
  it('says the order is open, names its account, says the new one was not used, and leads to it', async () => {
    const existing = {
      id: 42,
      orderNo: 'UO20261126-ABCDEFGH',
      remaining: '999.00',
      currency: 'USD',
      account: 'first01',
      existing: true,
    };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://x').pathname;
        calls.push(path);
        const data = path === '/api/order/create' ? existing : [{ code: 'sandbox', name: 'Card', kind: 'card' }];
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(<CheckoutDialog item={item} t={t} locale="en" onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Operations account'), { target: { value: 'second2' } });
    fireEvent.change(screen.getByLabelText('Operations password'), { target: { value: 'other999' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { name: 'This site already has an open order' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Order UO20261126-ABCDEFGH was already placed for this site');
    expect(within(alert).getByText('first01')).toBeTruthy();
    expect(alert.textContent).toContain('The account and password you just entered were not used.');
    expect(screen.queryByText('second2')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe('/created?orderId=42');
    // Not silently on to payment: only the merchant's choice gets there.
    expect(screen.queryByRole('group', { name: en['pay.ui.method'] })).toBeNull();
    expect(calls).not.toContain('/api/pay');

    fireEvent.click(screen.getByRole('button', { name: 'Pay this order' }));
    expect(await screen.findByRole('heading', { name: en['pay.ui.title'] })).toBeTruthy();
    expect(await screen.findByRole('group', { name: en['pay.ui.method'] })).toBeTruthy();
    expect(screen.getByText('UO20261126-ABCDEFGH')).toBeTruthy();
  });
});
