import { z } from 'zod';
import { idField } from './common.ts';
import { opsAccountField, opsPasswordField } from './operations.ts';

/**
 * Inputs of orders, payments, sites and settlement (api.md), shared by the account
 * screens and the API. Messages are i18n keys.
 */
const id = () => idField();
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const orderCreateInput = z.object({ id: id(), account: opsAccountField, password: opsPasswordField });
export const orderListQuery = z.object({
  status: z.coerce.number().int().min(0, 'order.statusInvalid').max(5, 'order.statusInvalid').optional(),
  ...page,
});
export const orderIdInput = z.object({ id: id() });
export const orderEditInput = z.object({
  id: id(),
  status: z.coerce.number({ error: 'order.statusInvalid' }).int('order.statusInvalid').min(0).max(5),
});

export const PAY_METHODS = ['usdt', 'sandbox', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

export const payMethodsQuery = z.object({ orderId: id().optional() });
export const unifiedOrderingInput = z
  .object({
    orderId: id(),
    method: z.enum(PAY_METHODS, { error: 'pay.methodInvalid' }),
    network: z.enum(USDT_NETWORKS, { error: 'pay.networkInvalid' }).optional(),
  })
  .refine((v) => v.method !== 'usdt' || v.network, { path: ['network'], message: 'pay.networkRequired' });
/** Idempotency-Key header: what a client may send (a UUID or similar). */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'pay.idempotencyKeyInvalid');

export const siteListQuery = z.object({
  siteName: z.string().trim().max(40, 'validation.tooLong').optional(),
  ...page,
});
export const siteResetInput = z.object({ id: id(), password: opsPasswordField });
export const siteIdInput = z.object({ id: id() });

export const settlementQuery = z.object({ ...page });
/** A top-up: 1.00 – 1,000,000.00 USDT, at most two decimals. */
export const depositInput = z.object({
  amount: z
    .string({ error: 'settlement.amountInvalid' })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'settlement.amountInvalid')
    .refine((v) => Number(v) >= 1 && Number(v) <= 1_000_000, 'settlement.amountRange'),
  network: z.enum(USDT_NETWORKS, { error: 'pay.networkInvalid' }),
});

export type OrderCreateInput = z.infer<typeof orderCreateInput>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type UnifiedOrderingInput = z.infer<typeof unifiedOrderingInput>;
export type SiteListQuery = z.infer<typeof siteListQuery>;
export type DepositInput = z.infer<typeof depositInput>;
