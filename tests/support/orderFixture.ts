import type { Order } from '../../src/shared/orderTypes.ts';

/**
 * One order as `GET /api/order/list` returns it, for component and logic tests: open, unpaid,
 * one site's package; a test states only what its case is about.
 */
export function orderFixture(over: Partial<Order> = {}): Order {
  return {
    id: 1,
    orderNo: 'U20261123A',
    status: 0,
    amount: '999.00',
    disbursements: '0.00',
    remaining: '999.00',
    credited: '0.00',
    currency: 'USD',
    package: { id: 1, name: 'Starter', sites: 1, durationMonths: 12 },
    siteName: 'Lucky Star',
    countriesId: 1,
    country: 'Brazil',
    template: { id: 3, name: 'Neon Nights', thumbnail: '/t.svg' },
    colors: { color1: '#111111', color2: '#ff0044', color3: '#ffffff' },
    account: 'ops1234',
    payTime: null,
    transactionId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    expiresAt: '2026-11-23T10:30:00.000Z',
    siteId: null,
    kind: 'purchase',
    paidUntil: null,
    renews: [],
    slots: { total: 1, used: 0 },
    ...over,
  };
}
