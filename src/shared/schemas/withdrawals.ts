import * as z from 'zod/mini';
import { idField, pageParam, text } from './common.ts';
import { passwordField } from './auth.ts';
import { USDT_NETWORKS } from './constants.ts';

/**
 * Inputs of withdrawals (src/server/withdrawals/routes.ts and staffRoutes.ts); messages are
 * i18n keys. Amounts are decimal strings of USDT with at most two decimals; whether an amount
 * fits the minimum, the limits and the available balance is the service's to say.
 */

const id = () => idField();
const network = z.enum(USDT_NETWORKS, { error: 'pay.networkInvalid' });

/** A plain positive decimal: no sign, at most 13 whole digits and two decimals (else "invalid"). */
export const withdrawAmount = text('withdraw.error.amountInvalid').check(
  z.trim(),
  z.regex(/^\d{1,13}(\.\d{1,2})?$/, 'withdraw.error.amountInvalid'),
);

export const addressAddInput = z.object({
  network,
  address: text('withdraw.error.addressRequired').check(
    z.trim(),
    z.minLength(1, 'withdraw.error.addressRequired'),
    z.maxLength(100, 'withdraw.error.addressInvalid'),
  ),
  label: text('withdraw.error.labelRequired').check(
    z.trim(),
    z.minLength(1, 'withdraw.error.labelRequired'),
    z.maxLength(60, 'validation.tooLong'),
  ),
});

export const addressConfirmInput = z.object({
  id: id(),
  code: text('withdraw.error.codeWrong').check(z.trim(), z.regex(/^\d{6}$/, 'withdraw.error.codeWrong')),
});

export const addressIdInput = z.object({ id: id() });

export const withdrawQuoteQuery = z.object({
  amount: z.optional(withdrawAmount),
  network: z.optional(network),
});

export const withdrawRequestInput = z.object({
  addressId: id(),
  amount: withdrawAmount,
  password: passwordField,
});

export const withdrawIdInput = z.object({ id: id() });

export const withdrawListQuery = z.object({ page: pageParam(100_000, 1), pageSize: pageParam(100, 20) });

// ---- the staff console's (finance) ----

const reason = text('staff.error.reasonRequired').check(
  z.trim(),
  z.minLength(3, 'staff.error.reasonRequired'),
  z.maxLength(1000, 'validation.tooLong'),
);

export const WITHDRAW_QUEUE_STATUSES = ['requested', 'approved', 'exported', 'sent', 'done'] as const;

export const withdrawQueueQuery = z.object({
  status: z._default(z.enum(WITHDRAW_QUEUE_STATUSES, { error: 'validation.invalid' }), 'requested'),
  page: pageParam(100_000, 1),
  pageSize: pageParam(100, 20),
});

export const withdrawDetailQuery = z.object({ id: id() });

export const withdrawApproveInput = z.object({
  id: id(),
  /** The digest shown with the request: an approval counts only for exactly what was seen. */
  digest: text('validation.required').check(z.regex(/^[0-9a-f]{64}$/, 'validation.invalid')),
  reason,
});

export const withdrawRejectInput = z.object({ id: id(), reason });

export const withdrawExportInput = z.object({ reason });

export const withdrawBatchQuery = z.object({ id: id() });

export type AddressAddInput = z.infer<typeof addressAddInput>;
export type WithdrawRequestInput = z.infer<typeof withdrawRequestInput>;
export type WithdrawQueueQuery = z.infer<typeof withdrawQueueQuery>;
