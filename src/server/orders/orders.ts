import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import { cartItems, countries, orders, packages, sites, templates } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../../shared/errors.ts';
import { invalidReasonKey } from '../../shared/cartStatus.ts';
import { effectiveStatus, isOrderStatus, ORDER_STATUS, TRANSITIONS } from '../../shared/orderStatus.ts';
import type { CreatedOrder, Order } from '../../shared/orderTypes.ts';
import type { OrderCreateInput, OrderListQuery } from '../../shared/schemas/orders.ts';
import type { Page } from '../../shared/types.ts';
import { revalidateCartItem } from './cartValidity.ts';
import { type MerchantCtx, withDb } from '../core/context.ts';
import { expireIfDue, moveOrder, type OrderRow } from './orderTransitions.ts';
import { orderView, toOrders } from './orderView.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { holdSiteName } from './siteNames.ts';

/**
 * Checkout: turns a valid cart item into an order (status 0) in one transaction — the
 * item is re-validated, package, price, template and colours are frozen, and the site
 * name is reserved platform-wide. An item with an open order gets that order back,
 * unchanged and marked `existing`: the account and password sent this time were not used,
 * and the merchant must be told so (a second tab, a double click).
 */
export async function createOrder({
  ctx,
  input,
}: {
  ctx: MerchantCtx & { ttlMinutes: number };
  input: OrderCreateInput;
}): Promise<CreatedOrder> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const { row, existing } = await ctx.db.transaction((tx) => checkout(withDb(ctx, tx), input, passwordHash));
      return { ...(await toOrders(ctx, [row]))[0]!, existing };
    } catch (err) {
      // Two checkouts of one item at once: the partial unique index lets one in; the other
      // starts again and finds the open order.
      if (attempt === 0 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function checkout(
  ctx: MerchantCtx & { ttlMinutes: number },
  input: OrderCreateInput,
  passwordHash: string,
): Promise<{ row: OrderRow; existing: boolean }> {
  const { db } = ctx;
  const now = ctx.now();
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, input.id), eq(cartItems.userId, ctx.userId)))
    .for('update');
  if (!item) throw new AppError('not_found');

  const [open] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartItemId, item.id), eq(orders.status, ORDER_STATUS.pending)));
  if (open && !(await expireIfDue(db, open, now))) return { row: open, existing: true };

  const checked = await revalidateCartItem({ ctx, input: { item } });
  if (checked.status !== 1) {
    throw new AppError('conflict', {
      key: 'order.cartItemInvalid',
      vars: { reason: ctx.t(invalidReasonKey(checked.invalidReason ?? 'package_withdrawn')) },
    });
  }
  const [pkg] = await db.select().from(packages).where(eq(packages.id, item.packageId));
  const [tpl] = await db.select({ names: templates.names }).from(templates).where(eq(templates.id, item.templateId));
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      userId: ctx.userId,
      cartItemId: item.id,
      status: ORDER_STATUS.pending,
      amountMinor: item.priceMinor,
      currency: item.currency,
      packageSnapshot: { id: pkg!.id, names: pkg!.names, sites: pkg!.sites, durationMonths: pkg!.durationMonths },
      countriesId: item.countriesId,
      templateId: item.templateId,
      templateNames: tpl!.names,
      siteName: item.siteName,
      color1: item.color1,
      color2: item.color2,
      color3: item.color3,
      opsAccount: input.account,
      opsPasswordHash: passwordHash,
      expiresAt: new Date(now.getTime() + ctx.ttlMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await reserveName(ctx, row!, now);
  return { row: row!, existing: false };
}

/** Holds the site name for this order; a name held by a live site or another open order is refused. */
async function reserveName(ctx: MerchantCtx, order: OrderRow, now: Date): Promise<void> {
  await holdSiteName(ctx.db, { name: order.siteName, userId: ctx.userId, orderId: order.id, now });
}

/** A page of the merchant's orders, newest first; `status` filters by the status a reader sees. */
export async function listOrders({ ctx, input }: { ctx: MerchantCtx; input: OrderListQuery }): Promise<Page<Order>> {
  const now = ctx.now();
  const where = and(eq(orders.userId, ctx.userId), statusFilter(input.status, now));
  // One query: the page, each order's market and site, and the total beside every row.
  const rows = await ctx.db
    .select({
      order: orders,
      marketNames: countries.names,
      siteId: sql<
        number | null
      >`coalesce(${sites.id}, (select min(r.site_id) from order_renewals r where r.order_id = ${orders.id}))`,
      // A renewal's: its first site's end.
      paidUntil:
        sql<Date | null>`coalesce(${sites.paidUntil}, (select s.paid_until from order_renewals r join sites s on s.id = r.site_id where r.order_id = ${orders.id} order by r.site_id limit 1))`.mapWith(
          sites.paidUntil,
        ),
      renews: sql<
        number[]
      >`coalesce((select array_agg(r.site_id order by r.site_id) from order_renewals r where r.order_id = ${orders.id}), '{}')`,
      sitesUsed: sql<number>`(select count(*) from sites s where s.order_id = ${orders.id})`.mapWith(Number),
      total: sql<string>`count(*) over ()`,
    })
    .from(orders)
    .leftJoin(countries, eq(countries.id, orders.countriesId))
    .leftJoin(sites, and(eq(sites.orderId, orders.id), eq(sites.slotNo, 1)))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  // A page past the end has no row to carry the total.
  const total = rows.length
    ? Number(rows[0]!.total)
    : input.page > 1
      ? Number((await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0)
      : 0;
  return {
    list: rows.map((r) =>
      orderView(ctx, { ...r, siteId: r.siteId === null ? null : Number(r.siteId), renews: r.renews.map(Number) }),
    ),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

function statusFilter(status: number | undefined, now: Date): SQL | undefined {
  if (status === undefined || !isOrderStatus(status)) return undefined;
  if (status === ORDER_STATUS.pending) return and(eq(orders.status, ORDER_STATUS.pending), gt(orders.expiresAt, now));
  if (status === ORDER_STATUS.timedOut)
    return or(
      eq(orders.status, ORDER_STATUS.timedOut),
      and(eq(orders.status, ORDER_STATUS.pending), lte(orders.expiresAt, now)),
    );
  return eq(orders.status, status);
}

/** One of the merchant's orders; another merchant's id is the same 404 as a missing one. */
export async function ownOrderRow(ctx: MerchantCtx, id: number, lock = false): Promise<OrderRow> {
  const q = ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, ctx.userId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getOrder({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<Order> {
  return (await toOrders(ctx, [await ownOrderRow(ctx, input.id)]))[0]!;
}

/** order/edit: the merchant may only cancel a pending order (0 → 5). */
export async function editOrder({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { id: number; status: number };
}): Promise<Order> {
  const row = await ctx.db.transaction(async (tx) => {
    const c = withDb(ctx, tx);
    const order = await ownOrderRow(c, input.id, true);
    const now = ctx.now();
    const seen = effectiveStatus(order.status, order.expiresAt, now);
    // Cancelling is the only move a merchant makes by hand.
    if (input.status !== TRANSITIONS.cancel.to || seen !== TRANSITIONS.cancel.from) {
      throw new AppError('invalid_transition');
    }
    const moved = await moveOrder(tx, { orderId: order.id, move: 'cancel', reason: 'cancelled_by_merchant', now });
    if (!moved) throw new AppError('invalid_transition');
    return moved;
  });
  return (await toOrders(ctx, [row]))[0]!;
}

/** `UO20261123-7KQ2M9XD`: date for people, randomness so numbers reveal no volume. */
export function newOrderNo(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const tail = [...randomBytes(8)].map((b) => alphabet[b % 32]).join('');
  return `UO${now.toISOString().slice(0, 10).replaceAll('-', '')}-${tail}`;
}

/**
 * 0 → 3: a pending order whose cart item went invalid (package, template or market
 * withdrawn, price changed) can no longer be paid. Runs in its own transaction so the
 * change stands even when the caller then refuses the request. True when it moved.
 */
export async function invalidateIfItemWithdrawn(ctx: MerchantCtx, orderId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, ctx.userId)))
      .for('update');
    if (!order?.cartItemId || order.status !== ORDER_STATUS.pending) return false;
    const [item] = await tx.select().from(cartItems).where(eq(cartItems.id, order.cartItemId));
    if (!item) return false;
    const checked = await revalidateCartItem({ ctx: withDb(ctx, tx), input: { item } });
    if (checked.status === 1) return false;
    const reason = `cart_item_invalid:${checked.invalidReason ?? 'unknown'}`;
    return (await moveOrder(tx, { orderId, move: 'invalidate', reason, now: ctx.now() })) !== null;
  });
}
