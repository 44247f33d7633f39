import type * as z from 'zod/mini';
import type { withdrawAddress, withdrawal, withdrawQuote } from '~/shared/schemas/answers/withdrawals';

/** The answers of /api/withdrawals as this screen reads them (types only: zod stays out of the bundle). */
export type WithdrawAddress = z.infer<typeof withdrawAddress>;
export type Withdrawal = z.infer<typeof withdrawal>;
export type WithdrawQuote = z.infer<typeof withdrawQuote>;
export type WithdrawNetwork = WithdrawAddress['network'];
export type WithdrawStatus = Withdrawal['status'];
