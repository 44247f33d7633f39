import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { ok, payCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { AppError } from '../../shared/errors.ts';
import { idempotencyKey, payMethodsQuery, unifiedOrderingInput } from '../../shared/schemas/orders.ts';
import { eventReceived, payMethodInfo, paymentStart, simulated } from '../../shared/schemas/answers/orders.ts';
import { receiveEvent } from '../orders/paymentEvents.ts';
import { listPayMethods, startPayment } from '../orders/payments.ts';
import { simulateTransfer } from '../orders/simulate.ts';

const simulateInput = z
  .object({
    paymentId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    depositId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    amount: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  })
  .check(z.refine((v) => Boolean(v.paymentId) !== Boolean(v.depositId), 'validation.invalid'));

const pay = { tag: 'pay', auth: true } as const;

export const payApi = {
  base: '/api/pay',
  routes: {
    methods: apiRoute({
      ...pay,
      method: 'get',
      path: '/',
      summary: 'Payment methods',
      query: payMethodsQuery,
      data: z.array(payMethodInfo),
    }),
    start: apiRoute({
      ...pay,
      method: 'post',
      path: '/unified-ordering',
      summary: 'Start a payment of an order (Idempotency-Key header)',
      body: unifiedOrderingInput,
      data: paymentStart,
    }),
    // Signed bytes, not a JSON contract of ours: the provider's body is verified raw, never validated here.
    notify: apiRoute({
      method: 'post',
      path: '/notify/{provider}',
      summary: 'Signed provider event (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)',
      tag: 'pay',
      params: z.object({ provider: z.string() }),
      data: eventReceived,
    }),
    simulate: apiRoute({
      ...pay,
      method: 'post',
      path: '/simulate',
      summary: 'Test mode: simulate a confirmed USDT transfer to a payment or top-up address',
      body: simulateInput,
      data: simulated,
    }),
  },
} satisfies ApiGroup;

export function payRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = payApi.routes;
  return app
    .openapi(w(r.methods), async (c) => ok(c, await listPayMethods({ ctx: payCtx(c, deps) })))
    .openapi(w(r.start), async (c) => {
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
    .openapi(w(r.simulate), async (c) =>
      ok(c, await simulateTransfer({ ctx: payCtx(c, deps), input: c.req.valid('json'), deliver: deps.deliver })),
    )
    .openapi(r.notify, async (c) => {
      const provider = deps.providers.byCode(c.req.valid('param').provider);
      if (!provider) throw new AppError('not_found');
      // The signature covers the exact bytes sent: verify the raw body before any parsing.
      const raw = await c.req.text();
      const verified = provider.verify(raw, {
        'webhook-id': c.req.header('webhook-id'),
        'webhook-timestamp': c.req.header('webhook-timestamp'),
        'webhook-signature': c.req.header('webhook-signature'),
      });
      if (verified.id.length > 200) throw new AppError('signature_invalid');
      const outcome = await receiveEvent(deps.paidPathDb ?? deps.db, {
        provider: provider.code,
        verified,
        now: deps.now(),
      });
      if (outcome.completedOrderId) deps.kick();
      const fields = {
        eventId: verified.id,
        provider: provider.code,
        outcome: outcome.outcome,
        reason: outcome.reason,
      };
      if (outcome.outcome === 'review') c.get('log').warn(fields, 'payment event held for review');
      else c.get('log').info(fields, 'payment event');
      return ok(c, { received: true as const, duplicate: outcome.duplicate });
    });
}
