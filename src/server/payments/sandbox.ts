import type { PaymentProvider, VerifiedEvent } from './provider.ts';
import { sandboxEventBody } from './provider.ts';
import { verifyEvent } from './webhook.ts';

/**
 * The sandbox card: a hosted page of the platform (`/pay/sandbox/:paymentId`) whose
 * buttons make this provider send signed events to the notify endpoint over HTTP.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    code: 'sandbox',
    secret,
    testMode: true,
    verify(rawBody, headers): VerifiedEvent {
      const body = verifyEvent(secret, rawBody, headers);
      const id = headers['webhook-id']!;
      const parsed = sandboxEventBody.safeParse(body);
      if (!parsed.success) return { id, type: typeOf(body), body, event: null };
      const e = parsed.data;
      return {
        id,
        type: e.type,
        body,
        event:
          e.type === 'payment.succeeded'
            ? { kind: 'paid', paymentId: e.data.paymentId, amountMinor: e.data.amount, currency: e.data.currency }
            : { kind: 'failed', paymentId: e.data.paymentId, reason: e.data.reason },
      };
    },
  };
}

export const typeOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { type?: unknown }).type === 'string'
    ? String((body as { type: string }).type).slice(0, 60)
    : 'unknown';
