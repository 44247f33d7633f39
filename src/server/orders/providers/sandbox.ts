import type { PaymentProvider, VerifiedEvent } from './provider.ts';
import { micro, sandboxEventBody, verified } from './provider.ts';
import { verifyEvent } from './webhook.ts';

/** Card amounts have cents, no finer. */
const CARD_DECIMALS = 2;

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
      return this.read(headers['webhook-id']!, body);
    },
    read(id, body): VerifiedEvent {
      const parsed = sandboxEventBody.safeParse(body);
      if (!parsed.success) return verified(id, body, null);
      const e = parsed.data;
      if (e.type === 'payment.failed') {
        return verified(id, body, { kind: 'failed', paymentId: e.data.paymentId, reason: e.data.reason });
      }
      const amountMicro = micro(e.data.amount, CARD_DECIMALS);
      if (amountMicro === null) return verified(id, body, null, 'amount_invalid');
      const charge = e.data.chargeId ?? e.data.paymentId;
      return verified(id, body, {
        kind: 'paid',
        paymentId: e.data.paymentId,
        moneyKey: `charge:${charge}`,
        reference: charge,
        amountMicro,
        currency: e.data.currency.toUpperCase(),
      });
    },
  };
}
