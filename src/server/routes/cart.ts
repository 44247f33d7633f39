import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { merchantCtx, ok } from '../http/context.ts';
import { accountCache } from '../http/accountCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { nextClockChange, ORDER_STATUS } from '../../shared/orderStatus.ts';
import { cartCreateInput, cartIdInput, cartListQuery, cartTemplateInput } from '../../shared/schemas/cart.ts';
import { cartItem } from '../../shared/schemas/answers/catalog.ts';
import { changeCartTemplate, createCartItem, deleteCartItem, getCartItem, listCart } from '../orders/cart.ts';

const cart = { tag: 'cart', auth: true } as const;

export const cartApi = {
  base: '/api/cart',
  routes: {
    create: apiRoute({
      ...cart,
      method: 'post',
      path: '/create',
      summary: 'Put a site (market, package, template, colours, name) in the cart',
      body: cartCreateInput,
      data: cartItem,
    }),
    template: apiRoute({
      ...cart,
      method: 'post',
      path: '/template',
      summary: "Change a cart item's template and colours",
      body: cartTemplateInput,
      data: cartItem,
    }),
    list: apiRoute({
      ...cart,
      method: 'get',
      path: '/list',
      summary: 'The cart, optionally filtered by site name',
      query: cartListQuery,
      data: z.array(cartItem),
    }),
    detail: apiRoute({
      ...cart,
      method: 'get',
      path: '/detail',
      summary: 'One cart item',
      query: cartIdInput,
      data: cartItem,
    }),
    delete: apiRoute({ ...cart, method: 'post', path: '/delete', summary: 'Remove a cart item', body: cartIdInput }),
  },
} satisfies ApiGroup;

/**
 * The merchant's cart. Auth is per route: this router shares /api/cart with the
 * public template catalogue, which a router-wide middleware would also lock.
 */
export function cartRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = cartApi.routes;
  const cache = accountCache(deps);
  return app
    .openapi(w(r.create), async (c) =>
      ok(c, await createCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'cart.added'),
    )
    .openapi(w(r.template), async (c) =>
      ok(c, await changeCartTemplate({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'cart.updated'),
    )
    .openapi(w(r.list, cache), async (c) => {
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
    .openapi(w(r.detail), async (c) =>
      ok(c, await getCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.delete), async (c) => {
      await deleteCartItem({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'cart.removed');
    });
}
