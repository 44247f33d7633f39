import type { OrderStatus } from './orderStatus.ts';
import type { PayMethod, UsdtNetwork } from './schemas/orders.ts';

/** API shapes of orders, payments, sites and settlement (api.md), written by hand. */
export interface Colors {
  color1: string;
  color2: string;
  color3: string;
}

export interface Order {
  id: number;
  orderNo: string;
  status: OrderStatus;
  /** Decimal strings with two places, in `currency`. */
  amount: string;
  disbursements: string;
  remaining: string;
  /** What was paid and went back to the settlement balance when the order closed (3, 4, 5). */
  credited: string;
  currency: string;
  package: { id: number; name: string; sites: number; durationMonths: number };
  siteName: string;
  countriesId: number;
  country: string;
  template: { id: number; name: string; thumbnail: string };
  colors: Colors;
  /** The operations account (its password is never returned). */
  account: string;
  payTime: string | null;
  transactionId: string | null;
  createdAt: string;
  expiresAt: string;
  /** The site named at checkout (slot 1). */
  siteId: number | null;
  /** Sites the package gives (`total`) and how many have been launched (`used`). */
  slots: { total: number; used: number };
}

/** A paid order whose package still has sites to launch (My sites). */
export interface OpenSlots {
  orderId: number;
  orderNo: string;
  /** The defaults of a launch: the order's market, template and colours. */
  countriesId: number;
  country: string;
  template: { id: number; name: string };
  colors: Colors;
  total: number;
  used: number;
  /** Slot numbers still free, ascending (slot 1 is always the checkout's site). */
  open: number[];
}

/**
 * The answer of order/create (+): `existing` is true when the cart item already had an open
 * order, which is returned as it was — its operations account, not the one just sent.
 */
export interface CreatedOrder extends Order {
  existing: boolean;
}

export interface PayMethodInfo {
  code: PayMethod;
  name: string;
  kind: 'crypto' | 'card' | 'balance';
  networks?: UsdtNetwork[];
  /** For `balance`: what the merchant holds now. */
  balance?: string;
  testMode?: boolean;
}

export interface PaymentStart {
  paymentId: string;
  method: PayMethod;
  network: UsdtNetwork | null;
  amount: string;
  currency: string;
  payUrl: string | null;
  address: string | null;
  expiresAt: string;
  testMode: boolean;
}

export type PaymentState = 'pending' | 'succeeded' | 'partial' | 'failed' | 'expired';

export interface PaymentSummary {
  paymentId: string;
  method: PayMethod;
  network: UsdtNetwork | null;
  amount: string;
  paid: string;
  status: PaymentState;
  failureReason: string | null;
  createdAt: string;
}

/** Money received from a provider for an order, and where it went. */
export interface ReceiptView {
  id: number;
  method: 'sandbox' | 'usdt';
  /** The provider's own reference: the transaction hash, the card charge. */
  reference: string;
  /** Exact, in the money's own precision ("150.123456" USDT, "150.00" USD). */
  amount: string;
  currency: string;
  /** Paid towards the order (minor units as a two-place decimal in the order's currency). */
  toOrder: string;
  /** Credited to the settlement balance at once (surplus, or the order was no longer open). */
  toBalance: string;
  receivedAt: string;
}

export interface PaymentResults {
  orderId: number;
  status: OrderStatus;
  paid: string;
  remaining: string;
  /** Paid on the order, then credited to the balance when it closed. */
  credited: string;
  currency: string;
  siteId: number | null;
  site: {
    status: SiteStatus;
    domain: string | null;
    backendUrl: string | null;
    account: string;
    retryAt: string | null;
    attempts: number;
  } | null;
  payments: PaymentSummary[];
  receipts: ReceiptView[];
}

export type SiteStatus = 'provisioning' | 'live' | 'failed';

export interface Site {
  id: number;
  siteName: string;
  countriesId: number;
  country: string;
  currency: string;
  template: { id: number; name: string };
  colors: Colors;
  account: string;
  domain: string | null;
  backendUrl: string | null;
  status: SiteStatus;
  launchTime: string | null;
  orderId: number;
  /**
   * While `provisioning` keeps failing: when the next attempt runs (null while one runs or
   * none has failed). `attempts`: failed attempts so far; a `failed` site used them all.
   */
  retryAt: string | null;
  attempts: number;
}

export type LedgerKind = 'credit' | 'deposit' | 'order_payment';

export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  /** Signed: an order payment is negative. */
  amount: string;
  orderId: number | null;
  /** The order's number as the merchant knows it (orders list, detail), with orderId. */
  orderNo: string | null;
  depositId: number | null;
  /**
   * Why a credit happened: `surplus` (beyond the amount due), `late` (the order was no longer
   * open), `closed` (paid on an order that was then cancelled, timed out or invalid),
   * `fractions` (sub-cent USDT remainders making a whole cent).
   */
  reason: string | null;
  createdAt: string;
}

export interface Settlement {
  balance: string;
  pendingSettlement: string;
  currency: 'USDT';
  history: { list: LedgerLine[]; total: number; page: number; pageSize: number };
}

export interface DepositStart {
  depositId: number;
  address: string;
  network: UsdtNetwork;
  amount: string;
  expiresAt: string;
  testMode: boolean;
}
