import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, orders, siteNames } from '../db/schema/index.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { AppError } from '../../shared/errors.ts';
import { expireIfDue } from './orderTransitions.ts';

/** 409 with a `siteName` issue, so a form can show it under the field (a full cart is also a 409). */
export const siteNameTaken = () =>
  new AppError('conflict', {
    key: 'cart.siteNameTaken',
    issues: [{ path: 'siteName', key: 'cart.siteNameTaken' }],
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

/**
 * Holds `name` platform-wide for an order (checkout) or a site (a launched slot), in the
 * caller's transaction. A holder whose order died (expired, cancelled, invalid) without a
 * site gives the name up; any other holder keeps it (409 `cart.siteNameTaken`). The insert
 * is conflict-safe, so two transactions racing for one free name cannot both win.
 */
export async function holdSiteName(
  db: Db,
  hold: { name: string; userId: number; orderId: number; siteId?: number; now: Date },
): Promise<void> {
  const nameKey = siteNameKey(hold.name);
  const [holder] = await db.select().from(siteNames).where(eq(siteNames.nameKey, nameKey)).for('update');
  if (holder) {
    const stale =
      holder.siteId === null && holder.orderId !== null && (await holderIsDead(db, holder.orderId, hold.now));
    if (!stale) throw siteNameTaken();
    await db.delete(siteNames).where(eq(siteNames.nameKey, nameKey));
  }
  const [held] = await db
    .insert(siteNames)
    .values({
      nameKey,
      userId: hold.userId,
      orderId: hold.orderId,
      siteId: hold.siteId ?? null,
      createdAt: hold.now,
    })
    .onConflictDoNothing()
    .returning({ nameKey: siteNames.nameKey });
  if (!held) throw siteNameTaken();
}

async function holderIsDead(db: Db, orderId: number, now: Date): Promise<boolean> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o) return true;
  if (await expireIfDue(db, o, now)) return true;
  return (
    o.status !== ORDER_STATUS.pending && o.status !== ORDER_STATUS.purchased && o.status !== ORDER_STATUS.completed
  );
}
