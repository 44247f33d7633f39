// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OpsAccountStep } from '../../src/features/cart/OpsAccountStep.tsx';
import { PaymentStep } from '../../src/ui/checkout/PaymentStep.tsx';
import { OrderCard } from '../../src/features/orders/OrderCard.tsx';
import { OrderFilterNav } from '../../src/features/orders/OrderFilterNav.tsx';
import { translator } from '../../src/lib/clientStrings.ts';
import type { Order } from '../../src/shared/orderTypes.ts';
import type { CartItem } from '../../src/shared/schemas/cart.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import { fail, fakeApi, ok } from '../support/fakeApi.ts';
import { orderFixture } from '../support/orderFixture.ts';

const t = translator(en as Record<string, string>, 'en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = { id: 7, siteName: 'Lucky Star' } as CartItem;

describe('checkout: operations account step', () => {
  it('checks every field locally and sends nothing until they are right', async () => {
    const calls = fakeApi({});
    render(<OpsAccountStep item={item} t={t} onCreated={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter the operations account')).toBeTruthy();
    expect(screen.getByText('Please enter the operations password')).toBeTruthy();
    expect(screen.getByText('Please enter the password again')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Operations account'));

    fireEvent.change(screen.getByLabelText('Operations account'), { target: { value: 'ops1234' } });
    fireEvent.change(screen.getByLabelText('Operations password'), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The two passwords entered do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows the reason of a refused item, "Checkout failed" otherwise, and hands on the order', async () => {
    const order = { id: 3, orderNo: 'U1' };
    const calls = fakeApi({
      '/api/order/create': [
        fail(409, 'conflict', 'This cart item can no longer be bought: the package was withdrawn'),
        fail(500, 'internal', 'Internal server error'),
        ok(order),
      ],
    });
    const onCreated = vi.fn();
    render(<OpsAccountStep item={item} t={t} onCreated={onCreated} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Operations account'), { target: { value: ' ops1234 ' } });
    fireEvent.change(screen.getByLabelText('Operations password'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: '12345678' } });
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This cart item can no longer be bought: the package was withdrawn',
    );
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Checkout failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
    expect(calls.map((c) => c.body)).toEqual([
      { id: 7, account: 'ops1234', password: '12345678' },
      { id: 7, account: 'ops1234', password: '12345678' },
      { id: 7, account: 'ops1234', password: '12345678' },
    ]);
  });
});

describe('payment-method step', () => {
  const methods = [
    { code: 'usdt', name: 'USDT', kind: 'crypto', networks: ['TRC20', 'ERC20'], testMode: true },
    { code: 'sandbox', name: 'Card', kind: 'card' },
    { code: 'balance', name: 'Balance', kind: 'balance', balance: '5.00' },
  ];
  const order = { id: 9, orderNo: 'U9', remaining: '999.00', currency: 'USD' };

  it('says when the balance is short, keeps the other methods, and keys each attempt once', async () => {
    const calls = fakeApi({
      '/api/pay': [ok(methods)],
      '/api/pay/unified-ordering': [
        'network',
        fail(409, 'insufficient_balance', 'Insufficient balance'),
        fail(409, 'insufficient_balance', 'Insufficient balance'),
      ],
    });
    render(<PaymentStep order={order} t={t} locale="en" onPaid={vi.fn()} />);
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByText('Available: USDT 5.00')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay $999.00' });

    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a payment method');

    fireEvent.click(within(group).getByRole('radio', { name: /^Settlement balance/ }));
    fireEvent.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The payment could not be started. Please try again.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $999.00' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Your settlement balance is not enough/),
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Top up settlement balance' })).toBeTruthy();
    for (const radio of within(group).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $999.00' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/pay/unified-ordering')).toHaveLength(3));

    const tries = calls.filter((c) => c.path === '/api/pay/unified-ordering');
    expect(tries[0]!.body).toEqual({ orderId: 9, method: 'balance' });
    expect(tries[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(tries[1]!.key).toBe(tries[0]!.key); // the lost answer is retried with the same key
    expect(tries[2]!.key).not.toBe(tries[1]!.key); // a refusal ended that attempt
  });

  it('sends the network for USDT and moves on once balance pays', async () => {
    const onPaid = vi.fn();
    const calls = fakeApi({
      '/api/pay': [ok(methods)],
      '/api/pay/unified-ordering': [ok({ paymentId: 'b1', method: 'balance', network: null, amount: '999.00' })],
    });
    render(<PaymentStep order={order} t={t} locale="en" onPaid={onPaid} />);
    const group = await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.click(within(group).getByRole('radio', { name: /^USDT \(ERC20\)/ }));
    fireEvent.click(within(group).getByRole('radio', { name: /^Settlement balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $999.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(9));
    expect(calls.at(-1)!.body).toEqual({ orderId: 9, method: 'balance' });
  });
});

describe('order card', () => {
  const base = orderFixture({
    country: 'Vietnam',
    template: { id: 2, name: 'Neon', thumbnail: '' },
    colors: { color1: '#111111', color2: '#222222', color3: '#333333' },
  });
  const card = (order: Order, now: number) => {
    const handlers = { onDetail: vi.fn(), onPay: vi.fn(), onCancel: vi.fn() };
    render(
      <ul>
        <OrderCard order={order} now={now} t={t} lang="en" createdUrl="/created?orderId=1" {...handlers} />
      </ul>,
    );
    return handlers;
  };

  it('counts down an open order and offers Pay and Cancel', () => {
    const h = card(base, Date.parse('2026-11-23T10:05:00Z'));
    expect(screen.getByText('Pending payment')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to pay' }).textContent).toBe('25:00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(h.onPay).toHaveBeenCalled();
    expect(h.onCancel).toHaveBeenCalled();
  });

  it('reads Timed Out once the time is up, with nothing left to pay', () => {
    card(base, Date.parse('2026-11-23T10:30:00Z'));
    expect(screen.getByText('Timed out')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('links a paid order to its progress and shows what is left of a part payment', () => {
    card({ ...base, status: 2 }, Date.parse('2026-11-23T12:00:00Z'));
    expect(screen.getByRole('link', { name: 'View progress' }).getAttribute('href')).toBe('/created?orderId=1');
    cleanup();
    card({ ...base, disbursements: '499.50', remaining: '499.50' }, Date.parse('2026-11-23T10:05:00Z'));
    expect(screen.getByText('$499.50')).toBeTruthy();
  });
});

describe('status filter', () => {
  it('is a list of links, the current one marked, a plain click switching in place', () => {
    const onPick = vi.fn();
    render(<OrderFilterNav current={4} t={t} onPick={onPick} />);
    const nav = screen.getByRole('navigation', { name: 'Filter orders by status' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All',
      'Pending payment',
      'Purchased',
      'Completed',
      'Invalid',
      'Timed out',
      'Cancelled',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['?', ...[0, 1, 2, 3, 4, 5].map((s) => `?status=${s}`)]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Timed out');
    fireEvent.click(links[1]!);
    expect(onPick).toHaveBeenCalledWith({ status: 0, page: 1 });
    fireEvent.click(links[0]!, { ctrlKey: true }); // a new tab is the browser's business
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
