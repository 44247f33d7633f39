import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';

/** Site names compare without case and Unicode-form differences ("Lucky Star" = "lucky star"). */
export const siteNameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

/**
 * 409 `cart.siteNameTaken` unless `name` is free. For now a name is taken by another
 * item in the merchant's own cart; when live sites exist (orders, next issue) this is
 * the one place that also checks them, platform-wide. Comparison happens here rather
 * than with SQL lower(), which may only fold ASCII in an embedded database.
 */
export async function assertSiteNameFree(
  db: Db,
  name: string,
  opts: { userId: number; exceptCartItemId?: number | undefined },
): Promise<void> {
  const where = opts.exceptCartItemId
    ? and(eq(cartItems.userId, opts.userId), ne(cartItems.id, opts.exceptCartItemId))
    : eq(cartItems.userId, opts.userId);
  const rows = await db.select({ siteName: cartItems.siteName }).from(cartItems).where(where);
  const key = siteNameKey(name);
  if (rows.some((r) => siteNameKey(r.siteName) === key)) throw new AppError('conflict', { key: 'cart.siteNameTaken' });
}
