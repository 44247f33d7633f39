import * as z from 'zod/mini';
import { ORDER_STATUS } from '../../orderStatus.ts';
import { PAY_METHODS, USDT_NETWORKS } from '../constants.ts';
import { colors, idName, money, oneOf, page, time } from './envelope.ts';

/** Answers of orders, payments, sites and settlement (api.md). */
const orderStatus = oneOf(Object.values(ORDER_STATUS));
const payMethod = z.enum(PAY_METHODS);
const network = z.enum(USDT_NETWORKS);
const siteStatus = z.enum(['provisioning', 'live', 'failed']);

export const order = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: orderStatus,
  /** Decimal strings with two places, in `currency`. */
  amount: money(),
  disbursements: money(),
  remaining: money(),
  /** What was paid and went back to the settlement balance when the order closed (3, 4, 5). */
  credited: money(),
  currency: z.string(),
  package: z.object({ ...idName.shape, sites: z.number(), durationMonths: z.number() }),
  siteName: z.string(),
  countriesId: z.number(),
  country: z.string(),
  template: z.object({ ...idName.shape, thumbnail: z.string() }),
  colors,
  /** The operations account (its password is never returned). */
  account: z.string(),
  payTime: z.nullable(time()),
  transactionId: z.nullable(z.string()),
  createdAt: time(),
  expiresAt: time(),
  /** The site named at checkout (slot 1); of a renewal, the first site it renews. */
  siteId: z.nullable(z.number()),
  /** purchase (a package) or renewal (more months for sites already live). */
  kind: z.enum(['purchase', 'renewal']),
  /** The end of that site's paid term, once live. */
  paidUntil: z.nullable(time()),
  /** The sites a renewal extends (empty for a purchase). */
  renews: z.array(z.number()),
  /** Sites the package gives (`total`) and how many have been launched (`used`). */
  slots: z.object({ total: z.number(), used: z.number() }),
});
/** order/create: `existing` when the cart item already had an open order, returned as it was. */
export const createdOrder = z.object({ ...order.shape, existing: z.boolean() });
export const orderPage = page(order);

/** A paid order whose package still has sites to launch (My sites). */
export const openSlots = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  countriesId: z.number(),
  country: z.string(),
  template: idName,
  colors,
  total: z.number(),
  used: z.number(),
  /** Slot numbers still free, ascending (slot 1 is always the checkout's site). */
  open: z.array(z.number()),
});

export const payMethodInfo = z.object({
  code: payMethod,
  name: z.string(),
  kind: z.enum(['crypto', 'card', 'balance']),
  networks: z.optional(z.array(network)),
  /** For `balance`: what the merchant holds now. */
  balance: z.optional(money()),
  testMode: z.optional(z.boolean()),
});

export const paymentStart = z.object({
  paymentId: z.string(),
  method: payMethod,
  network: z.nullable(network),
  amount: money(),
  currency: z.string(),
  payUrl: z.nullable(z.string()),
  address: z.nullable(z.string()),
  expiresAt: time(),
  testMode: z.boolean(),
});

export const paymentState = z.enum(['pending', 'succeeded', 'partial', 'failed', 'expired']);
export const paymentSummary = z.object({
  paymentId: z.string(),
  method: payMethod,
  network: z.nullable(network),
  amount: money(),
  paid: money(),
  status: paymentState,
  failureReason: z.nullable(z.string()),
  createdAt: time(),
});

/** Money received from a provider for an order, and where it went. */
export const receiptView = z.object({
  id: z.number(),
  method: z.enum(['sandbox', 'usdt']),
  /** The provider's own reference: the transaction hash, the card charge. */
  reference: z.string(),
  /** Exact, in the money's own precision ("150.123456" USDT, "150.00" USD). */
  amount: z.string(),
  currency: z.string(),
  toOrder: money(),
  toBalance: money(),
  receivedAt: time(),
});

export const paymentResults = z.object({
  orderId: z.number(),
  status: orderStatus,
  paid: money(),
  remaining: money(),
  credited: money(),
  currency: z.string(),
  siteId: z.nullable(z.number()),
  site: z.nullable(
    z.object({
      status: siteStatus,
      domain: z.nullable(z.string()),
      backendUrl: z.nullable(z.string()),
      /** The site's verified own domain (a host, in its own letters), shown as its address. */
      ownDomain: z.nullable(z.string()),
      account: z.string(),
      retryAt: z.nullable(time()),
      attempts: z.number(),
    }),
  ),
  payments: z.array(paymentSummary),
  receipts: z.array(receiptView),
});

export const site = z.object({
  id: z.number(),
  siteName: z.string(),
  countriesId: z.number(),
  country: z.string(),
  currency: z.string(),
  template: idName,
  colors,
  account: z.string(),
  domain: z.nullable(z.string()),
  backendUrl: z.nullable(z.string()),
  /** The site's verified own domain (a host, in its own letters), shown as its address. */
  ownDomain: z.nullable(z.string()),
  status: siteStatus,
  launchTime: z.nullable(time()),
  orderId: z.number(),
  /** While provisioning keeps failing: when the next attempt runs; failed attempts so far. */
  retryAt: z.nullable(time()),
  attempts: z.number(),
  /** The end of the paid term (from the day it went live, extended by renewals); null until live. */
  paidUntil: z.nullable(time()),
  /** active; grace (ended, still online); suspended (offline, a notice shown); released (name and domain freed). */
  term: z.enum(['active', 'grace', 'suspended', 'released']),
  /** When a site past its end goes offline, and when its name and domain are released. */
  suspendsOn: z.nullable(time()),
  releasesOn: z.nullable(time()),
});
export const sitePage = page(site);
/** GET /api/renewals/quote: what renewing these sites costs now and where each term would end. */
export const renewalQuote = z.object({
  amount: money(),
  currency: z.string(),
  months: z.number(),
  packageName: z.string(),
  sites: z.array(
    z.object({
      id: z.number(),
      siteName: z.string(),
      paidUntil: time(),
      newPaidUntil: time(),
      term: z.enum(['active', 'grace', 'suspended', 'released']),
    }),
  ),
});
/** GET /api/site/slug: the wanted (or default) address, whether it is free, and a free one like it. */
export const siteSlug = z.object({
  slug: z.string(),
  free: z.boolean(),
  suggestion: z.string(),
  /** What comes before the slug in the site's address (`https://sites.example.com/s/`). */
  base: z.string(),
});
export const consoleLink = z.object({ url: z.string(), expiresAt: time() });

export const ledgerLine = z.object({
  id: z.number(),
  /** withdrawal_hold (negative: the amount and fee held), withdrawal_release (the hold back), withdrawal (0: the hold became the debit). */
  kind: z.enum(['credit', 'deposit', 'order_payment', 'withdrawal_hold', 'withdrawal_release', 'withdrawal']),
  /** Signed: an order payment is negative. */
  amount: money(),
  orderId: z.nullable(z.number()),
  /** The order's number as the merchant knows it (orders list, detail), with orderId. */
  orderNo: z.nullable(z.string()),
  depositId: z.nullable(z.number()),
  /** Why a credit happened: surplus, late, closed, fractions. */
  reason: z.nullable(z.string()),
  createdAt: time(),
});

export const depositStart = z.object({
  depositId: z.number(),
  address: z.string(),
  network,
  amount: money(),
  expiresAt: time(),
  testMode: z.boolean(),
});

export const settlement = z.object({
  balance: money(),
  pendingSettlement: money(),
  /** The top-ups that make up pendingSettlement, newest first: their address can be shown again. */
  openTopUps: z.array(depositStart),
  currency: z.literal('USDT'),
  history: page(ledgerLine),
});

export const simulated = z.object({ received: z.boolean() });
export const eventReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });
