import type * as z from 'zod/mini';
import type * as a from './schemas/answers/orders.ts';
import type { colors } from './schemas/answers/envelope.ts';

/** API shapes of orders, payments, sites and settlement: the types of the answer schemas (api.md). */
export type Colors = z.infer<typeof colors>;
export type Order = z.infer<typeof a.order>;
/** A paid order whose package still has sites to launch (My sites). */
export type OpenSlots = z.infer<typeof a.openSlots>;
/** order/create (+): `existing` when the cart item already had an open order, returned as it was. */
export type CreatedOrder = z.infer<typeof a.createdOrder>;
export type PayMethodInfo = z.infer<typeof a.payMethodInfo>;
export type PaymentStart = z.infer<typeof a.paymentStart>;
export type PaymentState = z.infer<typeof a.paymentState>;
export type PaymentSummary = z.infer<typeof a.paymentSummary>;
export type ReceiptView = z.infer<typeof a.receiptView>;
export type PaymentResults = z.infer<typeof a.paymentResults>;
export type Site = z.infer<typeof a.site>;
export type SiteStatus = Site['status'];
export type LedgerLine = z.infer<typeof a.ledgerLine>;
export type LedgerKind = LedgerLine['kind'];
export type Settlement = z.infer<typeof a.settlement>;
export type DepositStart = z.infer<typeof a.depositStart>;
