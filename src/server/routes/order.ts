import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { merchantCtx, ok } from '../http/context.ts';
import { requireAuth } from '../http/auth.ts';
import { accountCache } from '../http/accountCache.ts';
import { nextClockChange } from '../../shared/orderStatus.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { validateJson, validateQuery } from '../http/validate.ts';
import { orderCreateInput, orderEditInput, orderIdInput, orderListQuery } from '../../shared/schemas/orders.ts';
import { createOrder, editOrder, getOrder, listOrders } from '../services/orders.ts';
import { paymentResults } from '../services/payments.ts';

export const orderDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/order/create',
    summary: 'Check out a cart item: an order (status 0) with the operations account',
    tag: 'order',
    auth: true,
    body: orderCreateInput,
  },
  {
    method: 'get',
    path: '/api/order/list',
    summary: 'Orders, newest first',
    tag: 'order',
    auth: true,
    query: orderListQuery,
  },
  { method: 'post', path: '/api/order/info', summary: 'One order', tag: 'order', auth: true, body: orderIdInput },
  {
    method: 'post',
    path: '/api/order/edit',
    summary: 'Cancel a pending order (0 → 5)',
    tag: 'order',
    auth: true,
    body: orderEditInput,
  },
  {
    method: 'post',
    path: '/api/order/paymentresults',
    summary: 'Payment and site progress of an order, for polling',
    tag: 'order',
    auth: true,
    body: orderIdInput,
  },
];

/** Orders: thin translation of HTTP to the order services. */
export function orderRoutes(deps: Deps) {
  const ttlMinutes = deps.env.ORDER_TTL_MINUTES;
  const cache = accountCache(deps);
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post('/create', validateJson(orderCreateInput), async (c) => {
      const order = await createOrder({ ctx: { ...merchantCtx(c, deps), ttlMinutes }, input: c.req.valid('json') });
      return ok(c, order, order.existing ? 'order.alreadyOpen' : 'order.created');
    })
    .get('/list', cache, validateQuery(orderListQuery), async (c) => {
      const input = c.req.valid('query');
      const page = await listOrders({ ctx: merchantCtx(c, deps), input });
      // Unfiltered, a page changes by the clock when a pending order on it expires; filtered,
      // orders move between filters by the clock, so the answer is not kept.
      c.set('freshUntil', input.status === undefined ? (nextClockChange(page.list) ?? undefined) : null);
      return ok(c, page);
    })
    .post('/info', validateJson(orderIdInput), async (c) =>
      ok(c, await getOrder({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })),
    )
    .post('/edit', validateJson(orderEditInput), async (c) =>
      ok(c, await editOrder({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'order.cancelled'),
    )
    .post('/paymentresults', validateJson(orderIdInput), async (c) =>
      ok(c, await paymentResults({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })),
    );
}
