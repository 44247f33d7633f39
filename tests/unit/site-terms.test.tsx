// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MySites from '../../src/features/sites/MySites.tsx';
import { RenewDialog } from '../../src/features/sites/RenewDialog.tsx';
import { SiteCard } from '../../src/features/sites/SiteCard.tsx';
import {
  daysLeft,
  endsSoon,
  isRenewable,
  RENEWAL_POLL_TRIES,
  renewAllGroups,
  renewalPollDelay,
  termNoteKey,
  termsMoved,
} from '../../src/features/sites/sites.ts';
import { OrderCard } from '../../src/features/orders/OrderCard.tsx';
import { OrderDetail } from '../../src/features/orders/OrderDetail.tsx';
import { translator } from '../../src/lib/clientStrings.ts';
import type { Site } from '../../src/shared/orderTypes.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import ar from '../../i18n/ar.json' with { type: 'json' };
import { fail, fakeApi, ok } from '../support/fakeApi.ts';
import { orderFixture } from '../support/orderFixture.ts';

// The paid term of a site in My sites (issue 30): what a card says, which Renew it offers, and
// the renewal dialog from the quote to the order.

const t = translator(en as Record<string, string>, 'en');
const DAY = 86_400_000;
const NOW = Date.parse('2027-11-01T10:00:00.000Z');
const site = (over: Partial<Site> = {}): Site => ({
  id: 7,
  siteName: 'luckyspin',
  countriesId: 1,
  country: 'Brazil',
  currency: 'BRL',
  template: { id: 3, name: 'Neon Nights' },
  colors: { color1: '#111111', color2: '#ff0044', color3: '#ffffff' },
  account: 'ops1234',
  domain: '/s/luckyspin/',
  backendUrl: '/s/luckyspin/console',
  ownDomain: null,
  status: 'live',
  launchTime: '2026-11-23T10:00:00.000Z',
  orderId: 12,
  retryAt: null,
  attempts: 0,
  paidUntil: '2027-11-23T10:00:00.000Z',
  term: 'active',
  suspendsOn: '2027-12-07T10:00:00.000Z',
  releasesOn: '2028-06-04T10:00:00.000Z',
  ...over,
});
const quote = (sites: { id: number; siteName: string }[]) => ({
  amount: '999.00',
  currency: 'USD',
  months: 12,
  packageName: 'Professional',
  sites: sites.map((s) => ({
    ...s,
    paidUntil: '2027-11-23T10:00:00.000Z',
    newPaidUntil: '2028-11-23T10:00:00.000Z',
    term: 'active',
  })),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('term rules', () => {
  it('renews a live site with a term until its name and domain are released', () => {
    expect(isRenewable(site())).toBe(true);
    expect(isRenewable(site({ term: 'grace' }))).toBe(true);
    expect(isRenewable(site({ term: 'suspended' }))).toBe(true);
    expect(isRenewable(site({ term: 'released' }))).toBe(false);
    expect(isRenewable(site({ status: 'provisioning', paidUntil: null }))).toBe(false);
    expect(isRenewable(site({ status: 'failed', paidUntil: null }))).toBe(false);
  });

  it('counts whole days up, and says "ends soon" for an active term within 30 days only', () => {
    const end = (days: number) => new Date(NOW + days * DAY).toISOString();
    expect(daysLeft(end(0.5), NOW)).toBe(1);
    expect(daysLeft(end(7), NOW)).toBe(7);
    expect(daysLeft(end(-1), NOW)).toBeNull();
    expect(endsSoon(site({ paidUntil: end(30) }), NOW)).toBe(30);
    expect(endsSoon(site({ paidUntil: end(30.2) }), NOW)).toBeNull();
    expect(endsSoon(site({ paidUntil: end(3), term: 'grace' }), NOW)).toBeNull();
    expect(endsSoon(site({ paidUntil: null, status: 'provisioning' }), NOW)).toBeNull();
  });

  it('names a note for every state but the active one', () => {
    expect(termNoteKey('active')).toBeNull();
    expect(termNoteKey('grace')).toBe('sites.term.grace');
    expect(termNoteKey('suspended')).toBe('sites.term.suspended');
    expect(termNoteKey('released')).toBe('sites.term.released');
  });

  it("offers Renew all on a package's first renewable site when it has more than one", () => {
    const list = [
      site({ id: 9, orderId: 12 }),
      site({ id: 8, orderId: 13 }),
      site({ id: 6, orderId: 12, term: 'released' }),
      site({ id: 5, orderId: 12, term: 'suspended' }),
      site({ id: 4, orderId: 13, status: 'provisioning', paidUntil: null }),
      site({ id: 3, orderId: 12 }),
    ];
    expect([...renewAllGroups(list)]).toEqual([[9, [9, 5, 3]]]);
    expect(renewAllGroups([site({ id: 1 })]).size).toBe(0);
  });

  it('looks for the renewal quickly at first, then less often, for two minutes in all', () => {
    const delays = Array.from({ length: RENEWAL_POLL_TRIES }, (_, i) => renewalPollDelay(i));
    expect(delays[0]).toBe(2000);
    expect(delays.at(-1)).toBe(5000);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(120_000);
  });

  it("sees a renewal land once every site's end has moved", () => {
    const before = new Map([
      [7, '2027-11-23T10:00:00.000Z'],
      [8, '2027-11-23T10:00:00.000Z'],
    ]);
    const moved = (id: number) => site({ id, paidUntil: '2028-11-23T10:00:00.000Z' });
    expect(termsMoved(before, [moved(7), site({ id: 8 })])).toBe(false);
    expect(termsMoved(before, [moved(7), moved(8)])).toBe(true);
    expect(termsMoved(before, [moved(7)])).toBe(false);
  });
});

describe('SiteCard: the term', () => {
  const card = (s: Site, extra: Partial<Parameters<typeof SiteCard>[0]> = {}) =>
    render(
      <ul>
        <SiteCard
          site={s}
          t={t}
          lang="en"
          origin="https://unicorn.test"
          retrying={false}
          opening={false}
          onOpenConsole={vi.fn()}
          onReset={vi.fn()}
          onRetry={vi.fn()}
          now={NOW}
          {...extra}
        />
      </ul>,
    );

  it('shows the paid-until day, "ends in N days" near the end, and Renew', () => {
    const onRenew = vi.fn();
    card(site(), { onRenew });
    const item = within(screen.getByRole('listitem', { name: 'luckyspin' }));
    expect(item.getByText('Live')).toBeTruthy();
    expect(item.getByText('Paid until')).toBeTruthy();
    expect(item.getByText('Nov 23, 2027').getAttribute('datetime')).toBe('2027-11-23T10:00:00.000Z');
    expect(item.getByText('Ends in 22 days')).toBeTruthy();
    fireEvent.click(item.getByRole('button', { name: 'Renew – luckyspin' }));
    expect(onRenew).toHaveBeenCalled();
    expect(item.queryByRole('button', { name: /^Renew all/ })).toBeNull();
  });

  it('says in words when the site goes offline in grace, and that a suspended one is offline', () => {
    card(site({ term: 'grace', paidUntil: '2027-10-25T10:00:00.000Z', suspendsOn: '2027-11-08T10:00:00.000Z' }), {
      onRenew: vi.fn(),
    });
    expect(screen.getByText('Grace period: goes offline on Nov 8, 2027')).toBeTruthy();
    expect(screen.queryByText(/^Ends in/)).toBeNull();
    cleanup();
    card(site({ term: 'suspended' }), { onRenew: vi.fn() });
    expect(screen.getByText('Offline: renew to bring it back')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByRole('button', { name: 'Renew – luckyspin' })).toBeTruthy();
  });

  it('offers no Renew for a released site, nor for one not live yet', () => {
    card(site({ term: 'released' }), { onRenew: vi.fn() });
    expect(screen.getByText('Name and domain released')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
    cleanup();
    card(site({ status: 'provisioning', paidUntil: null, domain: null, backendUrl: null }), { onRenew: vi.fn() });
    expect(screen.queryByText('Paid until')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
  });

  it("offers Renew all where the page puts the package's group", () => {
    const onRenew = vi.fn();
    card(site(), { onRenew: vi.fn(), renewAll: { count: 3, onRenew } });
    fireEvent.click(screen.getByRole('button', { name: 'Renew all 3 sites of this package' }));
    expect(onRenew).toHaveBeenCalled();
  });

  it('writes the date and the count in Arabic', () => {
    render(
      <ul>
        <SiteCard
          site={site()}
          t={translator(ar as Record<string, string>, 'ar')}
          lang="ar"
          origin="https://unicorn.test"
          retrying={false}
          opening={false}
          onOpenConsole={vi.fn()}
          onReset={vi.fn()}
          onRetry={vi.fn()}
          now={NOW}
          onRenew={vi.fn()}
        />
      </ul>,
    );
    expect(
      screen.getByText(
        new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(Date.parse('2027-11-23T10:00:00.000Z')),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: `${ar['sites.renew.one']} – luckyspin` })).toBeTruthy();
  });
});

describe('RenewDialog', () => {
  it('shows each end before and after, the price, and makes the renewal order', async () => {
    const order = orderFixture({ id: 40, kind: 'renewal', renews: [7, 8] });
    const calls = fakeApi({
      '/api/renewals/quote': [
        ok(
          quote([
            { id: 7, siteName: 'luckyspin' },
            { id: 8, siteName: 'goldrush' },
          ]),
        ),
      ],
      '/api/renewals/create': [
        fail(409, 'conflict', 'One of these sites already has a renewal waiting for payment.'),
        ok({ ...order, existing: false }),
      ],
    });
    const onOrder = vi.fn();
    render(<RenewDialog siteIds={[7, 8]} siteName={null} t={t} lang="en" onClose={vi.fn()} onOrder={onOrder} />);
    const dialog = screen.getByRole('dialog', { name: 'Renew 2 sites' });
    expect(within(dialog).getByRole('status').textContent).toBe('Working out the price…');
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'luckyspinNow paid untilNov 23, 2027After renewalNov 23, 2028',
      'goldrushNow paid untilNov 23, 2027After renewalNov 23, 2028',
    ]);
    expect(within(dialog).getByText('$999.00')).toBeTruthy();
    expect(within(dialog).getByText(/^12 more months for each site/)).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/renewals/quote');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'One of these sites already has a renewal waiting for payment.',
    );
    expect(onOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 40 })));
    expect(calls.filter((c) => c.path === '/api/renewals/create').map((c) => c.body)).toEqual([
      { siteIds: [7, 8] },
      { siteIds: [7, 8] },
    ]);
  });

  it("shows the server's reason a quote is refused, and tries again", async () => {
    fakeApi({
      '/api/renewals/quote': [
        fail(409, 'conflict', 'Only a live site can be renewed.'),
        ok(quote([{ id: 7, siteName: 'luckyspin' }])),
      ],
    });
    const onClose = vi.fn();
    render(<RenewDialog siteIds={[7]} siteName="luckyspin" t={t} lang="en" onClose={onClose} onOrder={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Renew luckyspin' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Only a live site can be renewed.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Nov 23, 2028')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('MySites: renewing', () => {
  const page = (list: Site[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/my-site');
    document.body.innerHTML = '';
  });

  it("opens the dialog from Renew all with the package's sites, then the payment step for the order", async () => {
    const order = orderFixture({ id: 40, orderNo: 'U20271101R', kind: 'renewal', remaining: '999.00' });
    const calls = fakeApi({
      '/api/site': [ok(page([site({ id: 9, siteName: 'goldrush' }), site({ id: 7 })]))],
      '/api/site/slots': [ok([])],
      '/api/renewals/quote': [
        ok(
          quote([
            { id: 7, siteName: 'luckyspin' },
            { id: 9, siteName: 'goldrush' },
          ]),
        ),
      ],
      '/api/renewals/create': [ok({ ...order, existing: false })],
      '/api/pay': [ok([{ code: 'balance', name: 'Balance', kind: 'balance', balance: '1500.00' }])],
      '/api/pay/unified-ordering': [ok({ paymentId: 'b1', method: 'balance', network: null, amount: '999.00' })],
    });
    render(<MySites strings={en} locale="en" />);
    const group = await screen.findByRole('button', { name: 'Renew all 2 sites of this package' });
    // Once per package: on its first site.
    expect(screen.getAllByRole('button', { name: /^Renew all/ })).toHaveLength(1);
    expect(within(screen.getByRole('listitem', { name: 'goldrush' })).getByRole('button', { name: /^Renew all/ })).toBe(
      group,
    );
    fireEvent.click(group);
    const dialog = await screen.findByRole('dialog', { name: 'Renew 2 sites' }, { timeout: 5000 });
    await within(dialog).findByText('$999.00');
    expect(calls.find((c) => c.path === '/api/renewals/quote')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const pay = await screen.findByRole('dialog', { name: 'Payment' }, { timeout: 5000 });
    expect(within(pay).getByText('U20271101R')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Renew 2 sites' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/renewals/create')?.body).toEqual({ siteIds: [9, 7] });

    // Paid from the balance: the dialog closes and the list looks again until the worker has
    // moved both ends (the first look still has the old ones).
    const renewed = { paidUntil: '2028-11-23T10:00:00.000Z' };
    fakeApi({
      '/api/site': [
        ok(page([site({ id: 9, siteName: 'goldrush' }), site({ id: 7 })])),
        ok(page([site({ id: 9, siteName: 'goldrush', ...renewed }), site({ id: 7, ...renewed })])),
      ],
      '/api/pay/unified-ordering': [ok({ paymentId: 'b1', method: 'balance', network: null, amount: '999.00' })],
      '/api/pay': [ok([{ code: 'balance', name: 'Balance', kind: 'balance', balance: '1500.00' }])],
    });
    fireEvent.click(await within(pay).findByRole('radio', { name: /^Settlement balance/ }));
    fireEvent.click(within(pay).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = within(screen.getByRole('listitem', { name: 'luckyspin' }));
    expect(await card.findByText('Nov 23, 2028', {}, { timeout: 8000 })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'goldrush' })).getByText('Nov 23, 2028')).toBeTruthy();
  }, 15_000);
});

describe('My orders: a renewal', () => {
  it('is labelled as a renewal', () => {
    render(
      <ul>
        <OrderCard
          order={orderFixture({ kind: 'renewal', renews: [7] })}
          now={Date.parse('2026-11-23T10:01:00.000Z')}
          t={t}
          lang="en"
          createdUrl="/created?orderId=1"
          onDetail={vi.fn()}
          onPay={vi.fn()}
          onCancel={vi.fn()}
        />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Lucky Star Renewal' })).toBeTruthy();
  });

  it("shows the end of its site's paid term in the detail once there is one", async () => {
    const order = orderFixture({ status: 2, kind: 'renewal', renews: [7], paidUntil: '2028-11-23T10:00:00.000Z' });
    fakeApi({ '/api/order/info': [ok(order)], '/api/order/paymentresults': [fail(404, 'not_found', 'Not found')] });
    render(<OrderDetail order={order} t={t} lang="en" locale="en" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Renewal')).toBeTruthy();
    expect(within(dialog).queryByText('Sites')).toBeNull();
    const row = within(dialog).getByText('Paid until').parentElement!;
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe('2028-11-23T10:00:00.000Z');
    cleanup();
    // A purchase not live yet: neither.
    const calls = fakeApi({ '/api/order/info': [ok(orderFixture())], '/api/order/paymentresults': [ok(null)] });
    render(<OrderDetail order={orderFixture()} t={t} lang="en" locale="en" onClose={vi.fn()} />);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/order/info'));
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[aria-busy="false"]')).not.toBeNull());
    expect(screen.queryByText('Paid until')).toBeNull();
    expect(screen.queryByText('Renewal')).toBeNull();
  });
});
