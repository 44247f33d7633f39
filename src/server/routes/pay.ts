import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, payCtx } from '../http/context.ts';
import { requireAuth } from '../http/auth.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { validateJson, validateQuery } from '../http/validate.ts';
import { AppError } from '../../shared/errors.ts';
import { idempotencyKey, payMethodsQuery, unifiedOrderingInput } from '../../shared/schemas/orders.ts';
import { receiveEvent } from '../services/paymentEvents.ts';
import { listPayMethods, startPayment } from '../services/payments.ts';
import { simulateTransfer } from '../services/simulate.ts';

const simulateInput = z
  .object({
    paymentId: z.string().trim().max(64).optional(),
    depositId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    amount: z.string().trim().max(12).optional(),
  })
  .refine((v) => Boolean(v.paymentId) !== Boolean(v.depositId), 'validation.invalid');

export const payDocs: RouteDoc[] = [
  { method: 'get', path: '/api/pay', summary: 'Payment methods', tag: 'pay', auth: true, query: payMethodsQuery },
  {
    method: 'post',
    path: '/api/pay/unified-ordering',
    summary: 'Start a payment of an order (Idempotency-Key header)',
    tag: 'pay',
    auth: true,
    body: unifiedOrderingInput,
  },
  {
    method: 'post',
    path: '/api/pay/notify/{provider}',
    summary: 'Signed provider event (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)',
    tag: 'pay',
  },
  {
    method: 'post',
    path: '/api/pay/simulate',
    summary: 'Test mode: simulate a confirmed USDT transfer to a payment or top-up address',
    tag: 'pay',
    auth: true,
    body: simulateInput,
  },
];

export function payRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/', auth, validateQuery(payMethodsQuery), async (c) => ok(c, await listPayMethods({ ctx: payCtx(c, deps) })))
    .post('/unified-ordering', auth, validateJson(unifiedOrderingInput), async (c) => {
      const header = c.req.header('idempotency-key');
      const key = header === undefined ? null : idempotencyKey.safeParse(header);
      if (key && !key.success) {
        throw new AppError('validation_failed', {
          issues: [{ path: 'Idempotency-Key', key: 'pay.idempotencyKeyInvalid' }],
        });
      }
      const payment = await startPayment({
        ctx: payCtx(c, deps),
        input: c.req.valid('json'),
        idempotencyKey: key?.data ?? null,
      });
      if (payment.method === 'balance') deps.kick();
      return ok(c, payment);
    })
    .post('/simulate', auth, validateJson(simulateInput), async (c) =>
      ok(c, await simulateTransfer({ ctx: payCtx(c, deps), input: c.req.valid('json'), deliver: deps.deliver })),
    )
    .post('/notify/:provider', async (c) => {
      const provider = deps.providers.byCode(c.req.param('provider'));
      if (!provider) throw new AppError('not_found');
      // The signature covers the exact bytes sent: verify the raw body before any parsing.
      const raw = await c.req.text();
      const verified = provider.verify(raw, {
        'webhook-id': c.req.header('webhook-id'),
        'webhook-timestamp': c.req.header('webhook-timestamp'),
        'webhook-signature': c.req.header('webhook-signature'),
      });
      if (verified.id.length > 200) throw new AppError('signature_invalid');
      const outcome = await receiveEvent(deps.db, { provider: provider.code, verified, now: deps.now() });
      if (outcome.completedOrderId) deps.kick();
      const fields = {
        eventId: verified.id,
        provider: provider.code,
        outcome: outcome.outcome,
        reason: outcome.reason,
      };
      if (outcome.outcome === 'review') c.get('log').warn(fields, 'payment event held for review');
      else c.get('log').info(fields, 'payment event');
      return ok(c, { received: true, duplicate: outcome.duplicate });
    });
}
