import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { merchantCtx, ok } from '../http/context.ts';
import { accountCache } from '../http/accountCache.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { nextClockChange } from '../../shared/orderStatus.ts';
import {
  invoiceListQuery,
  invoiceQuery,
  orderCreateInput,
  orderEditInput,
  orderIdInput,
  orderListQuery,
} from '../../shared/schemas/orders.ts';
import { createdOrder, order, orderPage, paymentResults as results } from '../../shared/schemas/answers/orders.ts';
import { createOrder, editOrder, getOrder, listOrders } from '../orders/orders.ts';
import { paymentResults } from '../orders/payments.ts';
import { invoicePdf } from '../invoices/download.ts';
import { listInvoices } from '../invoices/list.ts';
import { invoiceListItem } from '../../shared/schemas/answers/invoices.ts';

const orders = { tag: 'order', auth: true } as const;

export const orderApi = {
  base: '/api/order',
  routes: {
    create: apiRoute({
      ...orders,
      method: 'post',
      path: '/create',
      summary: 'Check out a cart item: an order (status 0) with the operations account',
      body: orderCreateInput,
      data: createdOrder,
    }),
    list: apiRoute({
      ...orders,
      method: 'get',
      path: '/list',
      summary: 'Orders, newest first',
      query: orderListQuery,
      data: orderPage,
    }),
    info: apiRoute({ ...orders, method: 'post', path: '/info', summary: 'One order', body: orderIdInput, data: order }),
    edit: apiRoute({
      ...orders,
      method: 'post',
      path: '/edit',
      summary: 'Cancel a pending order (0 → 5)',
      body: orderEditInput,
      data: order,
    }),
    results: apiRoute({
      ...orders,
      method: 'post',
      path: '/paymentresults',
      summary: 'Payment and site progress of an order, for polling',
      body: orderIdInput,
      data: results,
    }),
    invoices: apiRoute({
      ...orders,
      method: 'get',
      path: '/invoices',
      summary: "The merchant's invoices and credit notes, newest first (of one order with orderId)",
      query: invoiceListQuery,
      data: z.array(invoiceListItem),
    }),
    invoice: apiRoute({
      ...orders,
      method: 'get',
      path: '/invoice',
      summary:
        "An invoice or credit note as its stored PDF (the owner's only; another's id is 404). Not rendered yet: 409 not_ready with Retry-After",
      query: invoiceQuery,
      media: 'application/pdf',
    }),
  },
} satisfies ApiGroup;

/** Orders: thin translation of HTTP to the order services. */
export function orderRoutes(deps: Deps) {
  const ttlMinutes = deps.env.ORDER_TTL_MINUTES;
  const { app, with: w } = apiRouter(deps, { signedIn: true });
  const r = orderApi.routes;
  return app
    .openapi(w(r.create), async (c) => {
      const order = await createOrder({ ctx: { ...merchantCtx(c, deps), ttlMinutes }, input: c.req.valid('json') });
      return ok(c, order, order.existing ? 'order.alreadyOpen' : 'order.created');
    })
    .openapi(w(r.list, accountCache(deps)), async (c) => {
      const input = c.req.valid('query');
      const page = await listOrders({ ctx: merchantCtx(c, deps), input });
      // Unfiltered, a page changes by the clock when a pending order on it expires; filtered,
      // orders move between filters by the clock, so the answer is not kept.
      c.set('freshUntil', input.status === undefined ? (nextClockChange(page.list) ?? undefined) : null);
      return ok(c, page);
    })
    .openapi(w(r.info), async (c) => ok(c, await getOrder({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })))
    .openapi(w(r.edit), async (c) =>
      ok(c, await editOrder({ ctx: merchantCtx(c, deps), input: c.req.valid('json') }), 'order.cancelled'),
    )
    .openapi(w(r.results), async (c) =>
      ok(c, await paymentResults({ ctx: merchantCtx(c, deps), input: c.req.valid('json') })),
    )
    .openapi(w(r.invoices), async (c) =>
      ok(c, await listInvoices({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.invoice), async (c) => {
      const invoice = await invoicePdf({ ctx: merchantCtx(c, deps), input: c.req.valid('query') });
      // The stored bytes, as issued: they never change, but they are the merchant's alone.
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('ETag', `"${invoice.sha256}"`);
      return c.body(invoice.pdf as Uint8Array<ArrayBuffer>);
    });
}
