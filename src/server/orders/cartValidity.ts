import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, countries, packages, templates } from '../db/schema/index.ts';
import { CART_STATUS, type CartStatus, type InvalidReason } from '../../shared/cartStatus.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import type { ServiceCtx } from '../core/context.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** The catalogue rows a cart item (or a choice for one) rests on, as they are now; null = no such row. */
export interface CatalogueRefs {
  market: { active: boolean } | null;
  pkg: { active: boolean; countriesId: number; priceMinor: number; currency: string } | null;
  template: { active: boolean; countriesId: number } | null;
}

/** What is wrong with a market + package + template choice. */
export type CatalogueProblem = 'market' | 'package' | 'package_market' | 'template';

/**
 * The one catalogue rule of the cart: the market is active (the global station always
 * is), the package is active and sold in that market or everywhere, the template is
 * active and belongs to that market. Adding checks a choice with it, reading and
 * checkout check a stored item with it.
 */
export function catalogueProblems(choice: { countriesId: number }, refs: CatalogueRefs): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  if (choice.countriesId !== GLOBAL_STATION && !refs.market?.active) problems.push('market');
  if (!refs.pkg?.active) problems.push('package');
  else if (refs.pkg.countriesId !== choice.countriesId && refs.pkg.countriesId !== GLOBAL_STATION)
    problems.push('package_market');
  if (!refs.template?.active || refs.template.countriesId !== choice.countriesId) problems.push('template');
  return problems;
}

const REASON: Record<CatalogueProblem, InvalidReason> = {
  market: 'market_withdrawn',
  package: 'package_withdrawn',
  package_market: 'package_withdrawn',
  template: 'template_withdrawn',
};

export interface Validity {
  status: CartStatus;
  invalidReason: InvalidReason | null;
}

/**
 * Status of a stored item (spec §3/§4, api.md): invalid when the catalogue rule fails
 * for it now, or the package price changed since it was added (the snapshot it holds).
 */
export function cartValidity(
  item: Pick<CartItemRow, 'countriesId' | 'priceMinor' | 'currency'>,
  refs: CatalogueRefs,
): Validity {
  const [problem] = catalogueProblems(item, refs);
  if (problem) return { status: CART_STATUS.invalid, invalidReason: REASON[problem] };
  if (refs.pkg?.priceMinor !== item.priceMinor || refs.pkg.currency !== item.currency)
    return { status: CART_STATUS.invalid, invalidReason: 'price_changed' };
  return { status: CART_STATUS.valid, invalidReason: null };
}

/** The catalogue rows of one choice. */
export async function loadRefs(
  db: Db,
  choice: { countriesId: number; packageId: number; templateId: number },
): Promise<CatalogueRefs> {
  // One after another: `db` may be a transaction, whose single connection must not be
  // asked two queries at once (node-postgres deprecates it).
  const [pkg] = await db
    .select({
      active: packages.active,
      countriesId: packages.countriesId,
      priceMinor: packages.priceMinor,
      currency: packages.currency,
    })
    .from(packages)
    .where(eq(packages.id, choice.packageId));
  const [template] = await db
    .select({ active: templates.active, countriesId: templates.countriesId })
    .from(templates)
    .where(eq(templates.id, choice.templateId));
  const [market] = await db
    .select({ active: countries.active })
    .from(countries)
    .where(eq(countries.id, choice.countriesId));
  return { pkg: pkg ?? null, template: template ?? null, market: market ?? null };
}

/**
 * Re-checks one stored item against the catalogue as it is now and stores the result
 * when it changed: the one place a status is written after the item was added. Checkout
 * calls it (in its own transaction, `withDb(ctx, tx)`); reading the cart never writes.
 */
export async function revalidateCartItem({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, 'db' | 'now'>;
  input: { item: CartItemRow };
}): Promise<CartItemRow> {
  const { item } = input;
  const v = cartValidity(item, await loadRefs(ctx.db, item));
  if (item.status === v.status && item.invalidReason === v.invalidReason) return item;
  const [row] = await ctx.db
    .update(cartItems)
    .set({ ...v, updatedAt: ctx.now() })
    .where(eq(cartItems.id, item.id))
    .returning();
  return row ?? { ...item, ...v };
}
