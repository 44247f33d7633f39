// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LedgerList } from '../../src/features/settlement/LedgerList.tsx';
import SettlementPage from '../../src/features/settlement/SettlementPage.tsx';
import { balanceRose, direction, kindKey, orderHref, reasonKey } from '../../src/features/settlement/settlement.ts';
import { translator } from '../../src/lib/clientStrings.ts';
import type { LedgerLine, Settlement } from '../../src/shared/orderTypes.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import es from '../../i18n/es.json' with { type: 'json' };

const t = translator(en, 'en');
const line = (over: Partial<LedgerLine>): LedgerLine => ({
  id: 1,
  kind: 'deposit',
  amount: '100.00',
  orderId: null,
  orderNo: null,
  depositId: 5,
  reason: null,
  createdAt: '2026-11-22T09:15:00.000Z',
  ...over,
});

describe('settlement logic', () => {
  it('names each kind of ledger line and the reason of a credit', () => {
    expect(kindKey(line({ kind: 'order_payment' }))).toBe('settlement.kind.order_payment');
    expect(reasonKey(line({ kind: 'credit', reason: 'surplus' }))).toBe('settlement.reason.surplus');
    expect(reasonKey(line({ kind: 'credit', reason: 'late' }))).toBe('settlement.reason.late');
    // Money paid on an order that then closed, and sub-cent USDT making a cent, say so too.
    expect(reasonKey(line({ kind: 'credit', reason: 'closed' }))).toBe('settlement.reason.closed');
    expect(reasonKey(line({ kind: 'credit', reason: 'fractions' }))).toBe('settlement.reason.fractions');
    expect(reasonKey(line({ kind: 'credit', reason: 'something new' }))).toBeNull();
    expect(reasonKey(line({ kind: 'deposit', reason: 'surplus' }))).toBeNull();
    for (const k of ['credit', 'deposit', 'order_payment']) expect(en).toHaveProperty(`settlement.kind.${k}`);
    for (const r of ['surplus', 'late', 'closed', 'fractions', 'unmatched_review'])
      expect(en).toHaveProperty(`settlement.reason.${r}`);
  });

  it('reads signed amounts and compares balances in minor units', () => {
    expect(direction('-999.00')).toBe('out');
    expect(direction('0.01')).toBe('in');
    expect(balanceRose('0.10', '0.20')).toBe(true);
    expect(balanceRose('100.00', '100.00')).toBe(false);
    expect(balanceRose('100.00', 'nonsense')).toBe(false);
  });

  it('links a ledger line to its order under the locale', () => {
    expect(orderHref('/', 12)).toBe('/my-order?orderId=12');
    expect(orderHref('/zh-tw', 12)).toBe('/zh-tw/my-order?orderId=12');
  });
});

describe('LedgerList', () => {
  afterEach(cleanup);
  it('shows signed amounts, dates, reasons and order links named by the order number', () => {
    render(
      <LedgerList
        lines={[
          line({ id: 1 }),
          line({
            id: 2,
            kind: 'order_payment',
            amount: '-999.00',
            orderId: 12,
            orderNo: 'UN20261122000012',
            depositId: null,
          }),
          line({
            id: 3,
            kind: 'credit',
            amount: '20.00',
            orderId: 12,
            orderNo: 'UN20261122000012',
            depositId: null,
            reason: 'surplus',
          }),
        ]}
        currency="USDT"
        t={t}
        lang="en"
        home="/"
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('USDT top-up');
    expect(items[0]?.textContent).toContain('+USDT\u00a0100.00');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T09:15:00.000Z');
    expect(items[1]?.textContent).toContain('Order payment');
    expect(items[1]?.textContent).toContain('Debited: -USDT\u00a0999.00');
    expect(within(items[1]!).getByRole('link', { name: 'Order UN20261122000012' }).getAttribute('href')).toBe(
      '/my-order?orderId=12',
    );
    expect(items[2]?.textContent).toContain('Paid beyond the amount due');
  });
});

describe('SettlementPage', () => {
  let balance = '10.00';
  let open: Settlement['openTopUps'] = [];
  const calls: { path: string; body: unknown }[] = [];
  const settlement = (): Settlement => ({
    balance,
    pendingSettlement: open.length ? open[0]!.amount : '0.00',
    openTopUps: open,
    currency: 'USDT',
    history: { list: [line({ amount: '10.00' })], total: 1, page: 1, pageSize: 10 },
  });

  beforeEach(() => {
    balance = '10.00';
    open = [];
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const body = init?.body ? JSON.parse(String(init.body)) : null;
        calls.push({ path, body });
        let data: unknown = null;
        if (path.startsWith('/api/settlement?')) data = settlement();
        if (path === '/api/settlement/deposit') {
          data = {
            depositId: 9,
            address: 'TXYZtestaddress0000000000000000000',
            network: body.network,
            amount: `${body.amount}.00`,
            expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
            testMode: true,
          };
          open = [data as Settlement['openTopUps'][number]];
        }
        if (path === '/api/pay/simulate') {
          balance = '60.00'; // what the confirmed transfer does on the server
          open = [];
          data = { received: true };
        }
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the balance, validates a top-up, shows the address and refreshes the balance after the transfer', async () => {
    render(<SettlementPage strings={en} locale="en" />);
    expect(await screen.findByText('USDT 10.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending settlement' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Get a payment address' }));
    expect(await screen.findByText('Enter an amount such as 500 or 500.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a payment address' }));
    expect(await screen.findByText('The amount must be from 1 to 1,000,000 USDT')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/settlement/deposit')).toBe(false);

    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20 (Ethereum network)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get a payment address' }));
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/settlement/deposit')?.body).toEqual({ amount: '50', network: 'ERC20' });
    expect(screen.getByText('TXYZtestaddress0000000000000000000')).toBeTruthy();
    // Pending at once, listed under the figure; its address is the one on screen (no second button).
    const openList = await screen.findByRole('list', { name: 'Open top-ups' });
    expect(openList.textContent).toContain('USDT\u00a050.00');
    expect(within(openList).queryByRole('button', { name: 'Show address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Simulate transfer' }));
    expect(await screen.findByText('USDT 60.00', {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/pay/simulate')?.body).toEqual({ depositId: 9 });
    // Back to the form: the address is gone from the page, and the top-up from the open list.
    await waitFor(() => expect(screen.queryByText('TXYZtestaddress0000000000000000000')).toBeNull());
    expect(screen.getByRole('button', { name: 'Get a payment address' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Open top-ups' })).toBeNull();
  });
  it('takes a decimal comma in es, shows the examples and limits the locale’s way, and sends the API a point', async () => {
    render(<SettlementPage strings={es} locale="es" />);
    const field = await screen.findByLabelText(es['settlement.amountLabel']);
    expect(screen.getByText('Por ejemplo 500 o 500,50')).toBeTruthy();
    const start = screen.getByRole('button', { name: es['settlement.start'] });
    fireEvent.change(field, { target: { value: '2000000' } });
    fireEvent.click(start);
    expect(await screen.findByText('Las recargas van de 1 a 1.000.000 USDT')).toBeTruthy();
    fireEvent.change(field, { target: { value: '12abc' } });
    fireEvent.click(start);
    expect(await screen.findByText('Ingrese un importe, por ejemplo 500 o 500,50')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1.500,50' } });
    expect((field as HTMLInputElement).value).toBe('1.500,50'); // what was typed stays
    fireEvent.click(start);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/settlement/deposit')?.body).toEqual({
        amount: '1500.50',
        network: 'TRC20',
      }),
    );
  });
});
