import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, orders, siteNames } from '../db/schema/index.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { AppError } from '../../shared/errors.ts';

/** 409 with a `siteName` issue, so a form can show it under the field (a full cart is also a 409). */
export const siteNameTaken = () =>
  new AppError('conflict', {
    key: 'cart.siteNameTaken',
    issues: [{ path: 'siteName', message: 'cart.siteNameTaken' }],
  });

/** Site names compare without case and Unicode-form differences ("Lucky Star" = "lucky star"). */
export const siteNameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

/**
 * 409 `cart.siteNameTaken` unless `name` is free: not another item of the merchant's own
 * cart, and not held platform-wide (`site_names`) by a site or by an order that is still
 * open or paid. Comparison happens here rather than with SQL lower(), which may only fold
 * ASCII in an embedded database. Order checkout re-checks under a row lock.
 */
export async function assertSiteNameFree(
  db: Db,
  name: string,
  opts: { userId: number; exceptCartItemId?: number | undefined; now: Date },
): Promise<void> {
  const { now } = opts;
  const where = opts.exceptCartItemId
    ? and(eq(cartItems.userId, opts.userId), ne(cartItems.id, opts.exceptCartItemId))
    : eq(cartItems.userId, opts.userId);
  const rows = await db.select({ siteName: cartItems.siteName }).from(cartItems).where(where);
  const key = siteNameKey(name);
  if (rows.some((r) => siteNameKey(r.siteName) === key)) throw siteNameTaken();
  const [held] = await db
    .select({ siteId: siteNames.siteId, status: orders.status, expiresAt: orders.expiresAt })
    .from(siteNames)
    .leftJoin(orders, eq(orders.id, siteNames.orderId))
    .where(eq(siteNames.nameKey, key));
  if (!held) return;
  const orderAlive =
    held.status === ORDER_STATUS.purchased ||
    held.status === ORDER_STATUS.completed ||
    (held.status === ORDER_STATUS.pending && held.expiresAt !== null && held.expiresAt.getTime() > now.getTime());
  if (held.siteId !== null || orderAlive) throw siteNameTaken();
}
