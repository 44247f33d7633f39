import type { Deps } from '../http/context.ts';
import { merchantCtx, ok } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { renewalInput, renewalQuery } from '../../shared/schemas/orders.ts';
import { createdOrder, renewalQuote } from '../../shared/schemas/answers/orders.ts';
import { getOrder } from '../orders/orders.ts';
import { pick } from '../core/localized.ts';
import { createRenewal, renewalQuote as quote } from '../sites/terms/renewals.ts';

const mine = { tag: 'site', auth: true } as const;

/** Renewals of live sites (My sites): the price first, then a renewal order paid like any order. */
export const renewalsApi = {
  base: '/api/renewals',
  routes: {
    quote: apiRoute({
      ...mine,
      method: 'get',
      path: '/quote',
      summary: 'What renewing these sites (one, or all of one package) costs today, and where each term would end',
      query: renewalQuery,
      data: renewalQuote,
    }),
    create: apiRoute({
      ...mine,
      method: 'post',
      path: '/create',
      summary: 'A renewal order for these sites (or the open one for exactly them), to pay like any order',
      body: renewalInput,
      data: createdOrder,
    }),
  },
} satisfies ApiGroup;

export function renewalsRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps, { signedIn: true });
  const r = renewalsApi.routes;
  const ttlMinutes = deps.env.ORDER_TTL_MINUTES;
  return app
    .openapi(w(r.quote), async (c) => {
      const ctx = merchantCtx(c, deps);
      const q = await quote({ ctx, input: c.req.valid('query') });
      return ok(c, {
        amount: q.amount,
        currency: q.currency,
        months: q.months,
        packageName: pick(q.packageNames, ctx.locale, ''),
        sites: q.sites.map(({ termState, ...s }) => ({ ...s, term: termState })),
      });
    })
    .openapi(w(r.create), async (c) => {
      const ctx = merchantCtx(c, deps);
      const made = await createRenewal({ ctx: { ...ctx, ttlMinutes }, input: c.req.valid('json') });
      const order = await getOrder({ ctx, input: { id: made.orderId } });
      return ok(c, { ...order, existing: made.existing }, made.existing ? 'renew.alreadyOpen' : 'renew.created');
    });
}
