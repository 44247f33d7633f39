import * as z from 'zod/mini';
import { idField, pageParam } from './common.ts';
import { AMOUNT_EXAMPLE, DEPOSIT_MAX, DEPOSIT_MIN, PAY_METHODS, USDT_NETWORKS } from './constants.ts';
import { opsAccountField, opsPasswordField } from './operations.ts';

export { PAY_METHODS, type PayMethod, USDT_NETWORKS, type UsdtNetwork } from './constants.ts';

/**
 * Inputs of orders, payments, sites and settlement (api.md), shared by the account
 * screens and the API. Messages are i18n keys.
 */
const id = () => idField();
const page = { page: pageParam(100_000, 1), pageSize: pageParam(100, 10) };

export const orderCreateInput = z.object({ id: id(), account: opsAccountField, password: opsPasswordField });
export const orderListQuery = z.object({
  status: z.optional(
    z.coerce.number().check(z.int(), z.minimum(0, 'order.statusInvalid'), z.maximum(5, 'order.statusInvalid')),
  ),
  ...page,
});
export const orderIdInput = z.object({ id: id() });
/** `GET /api/order/invoice?id=`: an invoice's (or credit note's) id. */
export const invoiceQuery = z.object({ id: id() });
/** The invoice list, or the invoices of one order (the order detail asks for its own). */
export const invoiceListQuery = z.object({ orderId: z.optional(id()) });
export const orderEditInput = z.object({
  id: id(),
  status: z.coerce
    .number({ error: 'order.statusInvalid' })
    .check(z.int('order.statusInvalid'), z.minimum(0), z.maximum(5)),
});

export const payMethodsQuery = z.object({ orderId: z.optional(id()) });
export const unifiedOrderingInput = z
  .object({
    orderId: id(),
    method: z.enum(PAY_METHODS, { error: 'pay.methodInvalid' }),
    network: z.optional(z.enum(USDT_NETWORKS, { error: 'pay.networkInvalid' })),
  })
  .check(z.refine((v) => v.method !== 'usdt' || v.network, { path: ['network'], message: 'pay.networkRequired' }));
/** Idempotency-Key header: what a client may send (a UUID or similar). */
export const idempotencyKey = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'pay.idempotencyKeyInvalid'));

export const siteListQuery = z.object({
  siteName: z.optional(z.string().check(z.trim(), z.maxLength(40, 'validation.tooLong'))),
  ...page,
});
export const siteResetInput = z.object({ id: id(), password: opsPasswordField });
export const siteIdInput = z.object({ id: id() });

export const settlementQuery = z.object({ ...page });
/** A top-up: DEPOSIT_MIN – DEPOSIT_MAX USDT, at most two decimals. */
export const depositInput = z.object({
  amount: z.string({ error: 'settlement.amountInvalid' }).check(
    z.trim(),
    z.refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), {
      error: 'settlement.amountInvalid',
      params: { ...AMOUNT_EXAMPLE },
      // A malformed amount says so once, not also that it is out of range.
      abort: true,
    }),
    z.refine((v) => Number(v) >= DEPOSIT_MIN && Number(v) <= DEPOSIT_MAX, {
      error: 'settlement.amountRange',
      params: { min: DEPOSIT_MIN, max: DEPOSIT_MAX },
    }),
  ),
  network: z.enum(USDT_NETWORKS, { error: 'pay.networkInvalid' }),
});

export type OrderCreateInput = z.infer<typeof orderCreateInput>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type UnifiedOrderingInput = z.infer<typeof unifiedOrderingInput>;
export type SiteListQuery = z.infer<typeof siteListQuery>;
export type DepositInput = z.infer<typeof depositInput>;

/** Sites to renew: one, or all of one package's (at most the largest package's count). */
export const renewalInput = z.object({
  siteIds: z.array(id()).check(z.minLength(1, 'validation.required'), z.maxLength(50, 'validation.tooLong')),
});
/** The same in a query string: `?siteIds=3,4`. */
export const renewalQuery = z.object({
  siteIds: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, 'validation.invalid')),
    z.transform((v) => v.split(',').map(Number)),
  ),
});
