import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, countries, packages, templates } from '../db/schema/index.ts';
import { CART_STATUS, type CartStatus, type InvalidReason } from '../../shared/schemas/cart.ts';
import { GLOBAL_STATION } from './packages.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** What an item's validity depends on; null = the row is gone. */
export interface CartRefs {
  marketActive: boolean | null;
  pkg: { active: boolean; priceMinor: number; currency: string } | null;
  template: { active: boolean; countriesId: number } | null;
}

/**
 * Status rule (spec §3/§4, api.md): an item is invalid when its market, package or
 * template has been withdrawn, or the package price changed since it was added.
 */
export function cartValidity(
  item: Pick<CartItemRow, 'countriesId' | 'priceMinor' | 'currency'>,
  refs: CartRefs,
): { status: CartStatus; invalidReason: InvalidReason | null } {
  const invalid = (invalidReason: InvalidReason) => ({ status: CART_STATUS.invalid, invalidReason });
  if (item.countriesId !== GLOBAL_STATION && !refs.marketActive) return invalid('market_withdrawn');
  if (!refs.pkg?.active) return invalid('package_withdrawn');
  if (!refs.template?.active || refs.template.countriesId !== item.countriesId) return invalid('template_withdrawn');
  if (refs.pkg.priceMinor !== item.priceMinor || refs.pkg.currency !== item.currency) return invalid('price_changed');
  return { status: CART_STATUS.valid, invalidReason: null };
}

/** Stores a recomputed status when it differs; returns the row as it now is. */
export async function persistValidity(
  db: Db,
  item: CartItemRow,
  v: ReturnType<typeof cartValidity>,
): Promise<CartItemRow> {
  if (item.status === v.status && item.invalidReason === v.invalidReason) return item;
  await db
    .update(cartItems)
    .set({ status: v.status, invalidReason: v.invalidReason, updatedAt: new Date() })
    .where(eq(cartItems.id, item.id));
  return { ...item, ...v };
}

/**
 * Re-checks one cart item against the catalogue as it is now and stores the result.
 * Orders (next issue) call this before taking an item to checkout.
 */
export async function revalidateCartItem(db: Db, item: CartItemRow): Promise<CartItemRow> {
  const [pkg] = await db
    .select({ active: packages.active, priceMinor: packages.priceMinor, currency: packages.currency })
    .from(packages)
    .where(eq(packages.id, item.packageId));
  const [template] = await db
    .select({ active: templates.active, countriesId: templates.countriesId })
    .from(templates)
    .where(eq(templates.id, item.templateId));
  const [market] =
    item.countriesId === GLOBAL_STATION
      ? [{ active: true }]
      : await db
          .select({ active: countries.active })
          .from(countries)
          .where(and(eq(countries.id, item.countriesId)));
  return persistValidity(
    db,
    item,
    cartValidity(item, { marketActive: market?.active ?? null, pkg: pkg ?? null, template: template ?? null }),
  );
}
