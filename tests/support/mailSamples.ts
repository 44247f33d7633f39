import type { MailData, MailKind } from '../../src/server/mail/kinds.ts';

/**
 * One realistic message of each kind, for the renderer's tests and the preview script
 * (scripts/mail-previews.ts). Long values on purpose: a 64-character hash, a long site name.
 */
export const mailSamples: { [K in MailKind]: MailData[K] } = {
  withdraw_address_code: {
    code: '493027',
    expiresMinutes: 15,
    network: 'ERC20',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    label: 'Treasury cold wallet (Ledger)',
  },
  withdraw_address_added: {
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    label: 'Treasury cold wallet (Ledger)',
    usableFrom: '2026-03-02T09:15:00.000Z',
  },
  site_term: {
    step: 'd7',
    siteName: 'Lucky Star',
    address: 'https://sites.example.com/lucky-star/',
    paidUntil: '2027-12-01T10:00:00.000Z',
    suspendsOn: '2027-12-15T10:00:00.000Z',
    releasesOn: '2028-06-12T10:00:00.000Z',
    daysLeft: 7,
  },
  withdrawal_update: {
    id: 1042,
    status: 'sent',
    amount: '12500.00',
    fee: '1.00',
    currency: 'USDT',
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    reason: null,
    txHash: '4f2b0c8f3e6a1d9b7c5e3a1f0d8b6c4a2e0f9d7b5c3a1e8f6d4b2a0c9e7f5d3b',
  },
  contact_reply: {
    name: 'Nguyễn Thị Minh Khai',
    reply: 'Thank you for writing. The Gold package includes three sites.\n\nAsk us anything else.',
    asked: 'How many sites does the Gold package include, and can I add my own domain to each of them?',
  },
  affiliate_decision: {
    name: 'Traffic Partners Ltd.',
    approved: true,
    reason: 'Your channels fit the programme well.',
    code: 'K7QM2XRP9A',
  },
  staff_invite: {
    name: 'Nguyễn Thị Minh Khai',
    inviter: 'Ada Admin',
    role: 'support',
    token: 'Qm9_x2VhRr7-Yy3nN0pLw8sT4uB6cD1eF5gH2jK9bR',
    expiresHours: 72,
  },
  verify_email: { code: '482913', expiresMinutes: 15, purpose: 'register' },
  email_changed: { newEmailMasked: 'm•••@example.com', at: '2026-11-28T14:05:00Z' },
  password_reset: { token: 'Zk3_q9VhRr2-Xy7mN0pLw8sT4uB6cD1eF5gH2jK9aQ', expiresMinutes: 30 },
  password_changed: { at: '2026-11-28T14:05:00Z' },
  receipt: {
    invoiceNo: 'INV-2026-000123',
    orderNo: 'ORD-20261128-0042',
    what: 'order',
    amount: '1234.50',
    currency: 'USDT',
    method: 'usdt',
    paidAt: '2026-11-28T14:05:00Z',
    network: 'TRC20',
    txHash: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d0f',
  },
  part_payment: {
    orderNo: 'ORD-20261128-0042',
    received: '500.00',
    due: '734.50',
    currency: 'USDT',
    dueBy: '2026-11-28T16:05:00Z',
  },
  site_live: {
    orderNo: 'ORD-20261128-0042',
    siteName: 'Golden Dragon Casino',
    siteUrl: 'https://golden-dragon.unicorn.example',
  },
  late_credited: { orderNo: 'ORD-20261128-0042', amount: '120.00', currency: 'USD', balance: '1520.75' },
  topup_credited: { amount: '2000.00', currency: 'USDT', balance: '3520.75' },
  provisioning_delayed: { orderNo: 'ORD-20261128-0042', since: '2026-11-28T14:05:00Z' },
  domain_lapsed: { domain: 'play-golden-dragon.com', siteName: 'Golden Dragon Casino' },
};

export const samplePublicUrl = 'https://unicorn.example';
