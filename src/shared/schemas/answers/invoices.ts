import * as z from 'zod/mini';
import { time } from './envelope.ts';

/** One of the merchant's invoices or credit notes, as My orders and Settlement list them. */
export const invoiceListItem = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['order', 'topUp', 'creditNote']),
  /** The order an order's invoice is for. */
  orderId: z.nullable(z.number()),
  /** The invoice a credit note credits. */
  creditOf: z.nullable(z.number()),
  issuedAt: time(),
  currency: z.string(),
  total: z.string(),
  /** Its PDF is rendered and can be downloaded. */
  ready: z.boolean(),
});

export type InvoiceListItem = z.infer<typeof invoiceListItem>;
