import { z } from 'zod';
import type { UsdtNetwork } from '../../shared/schemas/orders.ts';
import { parseMoney } from '../../shared/money.ts';

/** What a verified provider event means, whatever the provider. */
export type ProviderEvent =
  | { kind: 'paid'; paymentId: string; amountMinor: number; currency: string }
  | { kind: 'failed'; paymentId: string; reason: string }
  | { kind: 'transfer'; network: UsdtNetwork; address: string; txHash: string; amountMinor: number };

export interface VerifiedEvent {
  id: string;
  type: string;
  body: unknown;
  event: ProviderEvent | null;
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
}

const amount = z.string().transform((v, c) => {
  const minor = parseMoney(v);
  if (minor === null || minor <= 0) {
    c.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  }
  return minor;
});

export const sandboxEventBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment.succeeded'),
    timestamp: z.union([z.string(), z.number()]).optional(),
    data: z.object({ paymentId: z.string().min(1).max(64), amount, currency: z.string().min(3).max(5) }),
  }),
  z.object({
    type: z.literal('payment.failed'),
    timestamp: z.union([z.string(), z.number()]).optional(),
    data: z.object({ paymentId: z.string().min(1).max(64), reason: z.string().max(200) }),
  }),
]);

export const usdtEventBody = z.object({
  type: z.literal('transfer.confirmed'),
  timestamp: z.union([z.string(), z.number()]).optional(),
  data: z.object({
    network: z.enum(['TRC20', 'ERC20']),
    address: z.string().min(20).max(64),
    txHash: z.string().min(8).max(100),
    amount,
    confirmations: z.number().int().min(0).optional(),
  }),
});
