import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { merchantCtx, ok } from '../http/context.ts';
import { validateJson, validateQuery } from '../http/validate.ts';
import { requireAuth } from '../http/auth.ts';
import { accountCache } from '../http/accountCache.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { nextClockChange, ORDER_STATUS } from '../../shared/orderStatus.ts';
import { cartCreateInput, cartIdInput, cartListQuery, cartTemplateInput } from '../../shared/schemas/cart.ts';
import { changeCartTemplate, createCartItem, deleteCartItem, getCartItem, listCart } from '../services/cart.ts';

export const cartDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/cart/create',
    summary: 'Put a site (market, package, template, colours, name) in the cart',
    tag: 'cart',
    auth: true,
    body: cartCreateInput,
  },
  {
    method: 'post',
    path: '/api/cart/template',
    summary: "Change a cart item's template and colours",
    tag: 'cart',
    auth: true,
    body: cartTemplateInput,
  },
  {
    method: 'get',
    path: '/api/cart/list',
    summary: 'The cart, optionally filtered by site name',
    tag: 'cart',
    auth: true,
    query: cartListQuery,
  },
  { method: 'get', path: '/api/cart/detail', summary: 'One cart item', tag: 'cart', auth: true, query: cartIdInput },
  {
    method: 'post',
    path: '/api/cart/delete',
    summary: 'Remove a cart item',
    tag: 'cart',
    auth: true,
    body: cartIdInput,
  },
];

/**
 * The merchant's cart. Auth is per route: this router shares /api/cart with the
 * public template catalogue, which a router-wide middleware would also lock.
 */
export function cartRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  const cache = accountCache(deps);
  return new Hono<AppEnv>()
    .post('/create', auth, validateJson(cartCreateInput), async (c) =>
      ok(c, await createCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'cart.added'),
    )
    .post('/template', auth, validateJson(cartTemplateInput), async (c) =>
      ok(c, await changeCartTemplate({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'cart.updated'),
    )
    .get('/list', auth, cache, validateQuery(cartListQuery), async (c) => {
      const items = await listCart({ ctx: merchantCtx(c, deps), input: c.req.valid('query') });
      // An item stops awaiting payment by the clock alone when its order expires.
      c.set(
        'freshUntil',
        nextClockChange(
          items.flatMap((i) => (i.openOrder ? [{ status: ORDER_STATUS.pending, ...i.openOrder }] : [])),
        ) ?? undefined,
      );
      return ok(c, items);
    })
    .get('/detail', auth, validateQuery(cartIdInput), async (c) =>
      ok(c, await getCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })),
    )
    .post('/delete', auth, validateJson(cartIdInput), async (c) => {
      await deleteCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'cart.removed');
    });
}
