import { z } from 'zod';
import type { UsdtNetwork } from '../../../shared/schemas/orders.ts';
import { parseMicro } from '../../../shared/money.ts';

/**
 * What a verified provider event means, whatever the provider. Money carries its identity
 * at the provider (`moneyKey`): the same money under another event id is the same money.
 */
export type ProviderEvent =
  | { kind: 'paid'; paymentId: string; moneyKey: string; reference: string; amountMicro: number; currency: string }
  | { kind: 'failed'; paymentId: string; reason: string }
  | {
      kind: 'transfer';
      network: UsdtNetwork;
      address: string;
      moneyKey: string;
      reference: string;
      amountMicro: number;
      currency: 'USDT';
    };

/** Why a verified event cannot be applied: kept with it for review. */
export type ReviewReason =
  | 'unreadable'
  | 'amount_invalid'
  | 'unmatched'
  | 'currency_mismatch'
  | 'method_mismatch'
  | 'sandbox_disabled';

export interface VerifiedEvent {
  id: string;
  type: string;
  body: unknown;
  /** null when the body cannot be read as an event of this provider (`problem` says why). */
  event: ProviderEvent | null;
  problem: ReviewReason | null;
}

/**
 * A payment provider: it verifies and parses its own events, and (for the hosted kinds)
 * says where the payer goes. A real gateway is one more file implementing this.
 */
export interface PaymentProvider {
  readonly code: 'sandbox' | 'usdt';
  readonly secret: string;
  readonly testMode: boolean;
  /** Verifies the raw body and headers; throws AppError('signature_invalid'). */
  verify(rawBody: string, headers: Record<string, string | undefined>): VerifiedEvent;
  /** Reads a body verified before (a stored event, for staff review): what `verify` would make of it. */
  read(id: string, body: unknown): VerifiedEvent;
}

/** Read as sent; checked against its currency's precision by the provider (see `micro`). */
const amount = z.union([z.string().max(40), z.number()]);
const timestamp = z.union([z.string(), z.number()]).optional();

export const sandboxEventBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment.succeeded'),
    timestamp,
    data: z.object({
      paymentId: z.string().min(1).max(64),
      /** The card charge behind the money; one charge per payment when absent. */
      chargeId: z.string().min(1).max(100).optional(),
      amount,
      currency: z.string().min(3).max(5),
    }),
  }),
  z.object({
    type: z.literal('payment.failed'),
    timestamp,
    data: z.object({ paymentId: z.string().min(1).max(64), reason: z.string().max(200) }),
  }),
]);

export const usdtEventBody = z.object({
  type: z.literal('transfer.confirmed'),
  timestamp,
  data: z.object({
    network: z.enum(['TRC20', 'ERC20']),
    address: z.string().min(20).max(64),
    txHash: z.string().min(8).max(100),
    /** The transfer's position in its transaction (ERC20 log index); one transfer per hash when absent. */
    logIndex: z.number().int().min(0).max(1_000_000).optional(),
    amount,
    confirmations: z.number().int().min(0).optional(),
  }),
});

/** The parts every provider's `verify` shares once the body's shape is known. */
export function verified(id: string, body: unknown, event: ProviderEvent | null, problem?: ReviewReason) {
  return { id, type: typeOf(body), body, event, problem: event ? null : (problem ?? 'unreadable') };
}

export const typeOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { type?: unknown }).type === 'string'
    ? String((body as { type: string }).type).slice(0, 60)
    : 'unknown';

export { parseMicro as micro };
