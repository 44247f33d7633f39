// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { OutcomePanel } from '../../src/features/created/OutcomePanel.tsx';
import { OrderDetail } from '../../src/features/orders/OrderDetail.tsx';
import { translator } from '../../src/lib/clientStrings.ts';
import type { PaymentResults } from '../../src/shared/orderTypes.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import { fakeApi } from '../support/fakeApi.ts';
import { orderFixture } from '../support/orderFixture.ts';

const t = translator(en as Record<string, string>, 'en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The order detail (what was bought, every payment received) and Created's outcome panel.

describe('order detail', () => {
  it("shows how many of the package's sites have been launched, from the fresh copy", async () => {
    const listed = orderFixture({
      id: 4,
      orderNo: 'U20261123B',
      status: 2,
      amount: '2999.00',
      disbursements: '2999.00',
      remaining: '0.00',
      package: { id: 2, name: 'Professional', sites: 3, durationMonths: 12 },
      siteName: 'Triple Star',
      payTime: '2026-11-23T10:05:00.000Z',
      transactionId: 'tx1',
      siteId: 9,
      slots: { total: 3, used: 1 },
    });
    fakeApi({
      '/api/order/info': [{ body: { code: 0, msg: 'ok', data: { ...listed, slots: { total: 3, used: 2 } } } }],
    });
    render(<OrderDetail order={listed} t={t} lang="en" locale="en" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Order details: Triple Star' });
    expect(within(dialog).getByText('1 of 3 launched')).toBeTruthy();
    expect(await within(dialog).findByText('2 of 3 launched')).toBeTruthy();
    expect(within(dialog).getByText('Sites')).toBeTruthy();
    // A completed order has no payment deadline; its Transaction ID is the provider's reference.
    expect(within(dialog).queryByText('Payment deadline')).toBeNull();
    expect(within(dialog).getByText('tx1')).toBeTruthy();
  });

  it('shows the payment deadline of an open or timed-out order', async () => {
    const open = orderFixture({ id: 6, orderNo: 'U20261123D', siteName: 'Open Star' });
    fakeApi({ '/api/order/info': [{ body: { code: 0, msg: 'ok', data: open } }] });
    render(<OrderDetail order={open} t={t} lang="en" locale="en" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Order details: Open Star' });
    expect(within(dialog).getByText('Payment deadline')).toBeTruthy();
  });

  it('lists every payment received and where its money went, and what went back when the order closed', async () => {
    const closed = orderFixture({
      id: 5,
      orderNo: 'U20261123C',
      status: 5,
      amount: '1199.00',
      disbursements: '100.00',
      remaining: '1099.00',
      credited: '100.00',
      siteName: 'Lucky Five',
      transactionId: '0xabc',
    });
    const receipt = (id: number, amount: string, toOrder: string, toBalance: string) => ({
      id,
      method: 'usdt' as const,
      reference: `0x${id}`,
      amount,
      currency: 'USDT',
      toOrder,
      toBalance,
      receivedAt: '2026-11-23T10:10:00.000Z',
    });
    fakeApi({
      '/api/order/info': [{ body: { code: 0, msg: 'ok', data: closed } }],
      '/api/order/paymentresults': [
        {
          body: {
            code: 0,
            msg: 'ok',
            data: {
              orderId: 5,
              status: 5,
              paid: '100.00',
              remaining: '1099.00',
              credited: '100.00',
              currency: 'USD',
              siteId: null,
              site: null,
              payments: [],
              receipts: [receipt(1, '100.00', '100.00', '0.00'), receipt(2, '50.00', '0.00', '50.00')],
            },
          },
        },
      ],
    });
    render(<OrderDetail order={closed} t={t} lang="en" locale="en" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Order details: Lucky Five' });
    const section = await within(dialog).findByRole('region', { name: 'Money received' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText('$100.00 went towards this order')).toBeTruthy();
    expect(within(section).getByText(/50\.00 was credited to your settlement balance/)).toBeTruthy();
    expect(
      within(section).getByText(/When the order closed, the .*100\.00 already paid on it was credited/),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'View your settlement balance' }).getAttribute('href')).toBe(
      '/settlement',
    );
    expect(within(dialog).getByText('Credited to your balance')).toBeTruthy();
  });
});

describe('created: a delayed site', () => {
  const results = (site: PaymentResults['site']): PaymentResults => ({
    orderId: 1,
    status: 1,
    paid: '999.00',
    remaining: '0.00',
    credited: '0.00',
    currency: 'USD',
    siteId: 4,
    site,
    payments: [],
    receipts: [],
  });
  const site = {
    status: 'provisioning' as const,
    domain: null,
    backendUrl: null,
    ownDomain: null,
    account: 'ops1234',
    attempts: 0,
  };
  const panel = (r: PaymentResults, onRetrySite = vi.fn()) => {
    render(
      <OutcomePanel
        outcome={{ kind: 'provisioning' }}
        results={r}
        polling
        t={t}
        lang="en"
        locale="en"
        onPay={vi.fn()}
        onRetrySite={onRetrySite}
      />,
    );
    return onRetrySite;
  };

  it('says the server keeps trying and when, and Try now retries at once', () => {
    const retry = panel(results({ ...site, retryAt: '2026-11-20T09:45:00.000Z', attempts: 2 }));
    expect(screen.getByRole('status').textContent).toContain(
      'We keep trying by ourselves; next attempt at Nov 20, 2026',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says nothing of a delay while no attempt has failed', () => {
    panel(results({ ...site, retryAt: null }));
    expect(screen.queryByRole('button', { name: 'Try now' })).toBeNull();
    expect(screen.getByText(/usually takes a few minutes/)).toBeTruthy();
  });
});

describe('created: a part payment', () => {
  const partial: PaymentResults = {
    orderId: 1,
    status: 0,
    paid: '100.00',
    remaining: '899.00',
    credited: '0.00',
    currency: 'USD',
    siteId: null,
    site: null,
    payments: [],
    receipts: [],
  };
  const panel = (polling: boolean) =>
    render(
      <OutcomePanel
        outcome={{ kind: 'partial' }}
        results={partial}
        polling={polling}
        t={t}
        lang="en"
        locale="en"
        onPay={vi.fn()}
        onRetrySite={vi.fn()}
      />,
    );

  it('says what has arrived and what is still due while an address is open, not that money is in flight', () => {
    const { container } = panel(true);
    const note = container.querySelector('.created-note')!.textContent;
    expect(note).toContain('$100.00 has arrived; $899.00 is still due.');
    expect(note).not.toContain('Waiting for the payment to be confirmed');
    expect(screen.getByRole('button', { name: 'Pay the remaining $899.00' })).toBeTruthy();
  });

  it('asks for the rest once nothing is open', () => {
    const { container } = panel(false);
    expect(container.querySelector('.created-note')!.textContent).toBe(
      '$100.00 has arrived; $899.00 is still due. Pay the remaining amount to start creating your site.',
    );
  });
});
