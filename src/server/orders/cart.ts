import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import { cartItems, countries, orders, packages, templates, users } from '../db/schema/index.ts';
import { invalidReasonKey } from '../../shared/cartStatus.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import { AppError, type IssueKey } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import { templateThumbUrl } from '../../shared/schemas/catalog.ts';
import type { CartCreateInput, CartItem, CartTemplateInput } from '../../shared/schemas/cart.ts';
import type { MerchantCtx } from '../core/context.ts';
import {
  cartValidity,
  catalogueProblems,
  loadRefs,
  type CatalogueProblem,
  type CatalogueRefs,
} from './cartValidity.ts';
import { pick } from '../core/localized.ts';
import { assertSiteNameFree, siteNameKey, siteNameTaken } from './siteNames.ts';
import { isUniqueViolation } from '../db/errors.ts';

/** Items a merchant may hold at once: keeps the cart (an unpaginated list) small. */
export const CART_MAX = 50;

/** How a catalogue problem of a new choice reads next to its field. */
const ISSUE: Record<CatalogueProblem, IssueKey> = {
  market: { path: 'countriesId', key: 'catalog.marketNotFound' },
  package: { path: 'packageId', key: 'catalog.packageNotFound' },
  package_market: { path: 'packageId', key: 'catalog.packageNotInMarket' },
  template: { path: 'templateId', key: 'catalog.templateUnavailable' },
};

function assertChoice(problems: CatalogueProblem[]): void {
  if (problems.length) throw new AppError('validation_failed', { issues: problems.map((p) => ISSUE[p]) });
}

const lowerColors = (c: { color1: string; color2: string; color3: string }) => ({
  color1: c.color1.toLowerCase(),
  color2: c.color2.toLowerCase(),
  color3: c.color3.toLowerCase(),
});

/**
 * Adds a future site to the cart after checking market, package, template and name.
 * The size limit and the name check are check-then-insert: they run in one transaction
 * that first locks the merchant's row, so two tabs adding at once take turns.
 */
export async function createCartItem({ ctx, input }: { ctx: MerchantCtx; input: CartCreateInput }): Promise<CartItem> {
  const refs = await loadRefs(ctx.db, input);
  assertChoice(catalogueProblems(input, refs));
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, ctx.userId));
    if (Number(held?.n ?? 0) >= CART_MAX) throw new AppError('conflict', { key: 'cart.full', vars: { max: CART_MAX } });
    await assertSiteNameFree(tx, input.siteName, { userId: ctx.userId, now: ctx.now() });
    const [row] = await insertOrConflict(() =>
      tx
        .insert(cartItems)
        .values({
          userId: ctx.userId,
          countriesId: input.countriesId,
          packageId: input.packageId,
          templateId: input.templateId,
          siteName: input.siteName,
          ...lowerColors(input),
          priceMinor: refs.pkg!.priceMinor,
          currency: refs.pkg!.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: cartItems.id }),
    );
    return row!.id;
  });
  return getCartItem({ ctx, input: { id } });
}

/** Changes an item's template and colours; another merchant's item is a 404. */
export async function changeCartTemplate({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: CartTemplateInput;
}): Promise<CartItem> {
  const [item] = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, input.id), eq(cartItems.userId, ctx.userId)));
  if (!item) throw new AppError('not_found');
  const refs = await loadRefs(ctx.db, { ...item, templateId: input.templateId });
  assertChoice(catalogueProblems(item, refs).filter((p) => p === 'template'));
  // A write stores the status it leaves the item in (a fixed template may make it valid again).
  await ctx.db
    .update(cartItems)
    .set({ templateId: input.templateId, ...lowerColors(input), ...cartValidity(item, refs), updatedAt: ctx.now() })
    .where(and(eq(cartItems.id, item.id), eq(cartItems.userId, ctx.userId)));
  return getCartItem({ ctx, input: { id: item.id } });
}

/** The merchant's cart, newest first; `siteName` filters by a case-insensitive substring. */
export async function listCart({
  ctx,
  input = {},
}: {
  ctx: MerchantCtx;
  input?: { siteName?: string | undefined };
}): Promise<CartItem[]> {
  const items = await readItems(ctx);
  const needle = input.siteName ? siteNameKey(input.siteName) : '';
  return needle ? items.filter((i) => siteNameKey(i.siteName).includes(needle)) : items;
}

export async function getCartItem({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<CartItem> {
  const [item] = await readItems(ctx, eq(cartItems.id, input.id));
  if (!item) throw new AppError('not_found');
  return item;
}

export async function deleteCartItem({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<void> {
  const gone = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, input.id), eq(cartItems.userId, ctx.userId)))
    .returning({ id: cartItems.id });
  if (!gone.length) throw new AppError('not_found');
}

/** The unique index on (user, lower(site_name)) settles races that assertSiteNameFree cannot. */
async function insertOrConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw siteNameTaken();
    throw err;
  }
}

/**
 * Items with their package, template and market, each with its status as of now, and the
 * order still waiting for payment, if any (one at most: a partial unique index). A read
 * only computes the status (cartValidity); storing it is revalidateCartItem's job.
 */
async function readItems(ctx: MerchantCtx, extra?: SQL): Promise<CartItem[]> {
  const now = ctx.now();
  // An order past `expiresAt` reads as timed out even before the sweep (api.md).
  const open = and(
    eq(orders.cartItemId, cartItems.id),
    eq(orders.status, ORDER_STATUS.pending),
    gt(orders.expiresAt, now),
  );
  const rows = await ctx.db
    .select({
      item: cartItems,
      pkg: {
        names: packages.names,
        active: packages.active,
        countriesId: packages.countriesId,
        priceMinor: packages.priceMinor,
        currency: packages.currency,
      },
      tpl: { names: templates.names, active: templates.active, countriesId: templates.countriesId },
      market: { names: countries.names, active: countries.active },
      open: { id: orders.id, orderNo: orders.orderNo, expiresAt: orders.expiresAt },
    })
    .from(cartItems)
    .innerJoin(packages, eq(packages.id, cartItems.packageId))
    .innerJoin(templates, eq(templates.id, cartItems.templateId))
    .leftJoin(countries, eq(countries.id, cartItems.countriesId))
    .leftJoin(orders, open)
    .where(and(eq(cartItems.userId, ctx.userId), extra))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map(({ item, pkg, tpl, market, open }) => {
    const refs: CatalogueRefs = { pkg, template: tpl, market };
    const { status, invalidReason } = cartValidity(item, refs);
    return {
      id: item.id,
      siteName: item.siteName,
      countriesId: item.countriesId,
      country: item.countriesId === GLOBAL_STATION ? ctx.t('station.global') : pick(market?.names, ctx.locale, ''),
      package: { id: item.packageId, name: pick(pkg.names, ctx.locale, '') },
      template: {
        id: item.templateId,
        name: pick(tpl.names, ctx.locale, ''),
        thumbnail: templateThumbUrl(item.templateId),
      },
      colors: { color1: item.color1, color2: item.color2, color3: item.color3 },
      price: formatMinor(item.priceMinor),
      currency: item.currency,
      status,
      invalidReason: invalidReason ? ctx.t(invalidReasonKey(invalidReason)) : null,
      openOrder: open ? { id: open.id, orderNo: open.orderNo, expiresAt: open.expiresAt.toISOString() } : null,
      createdAt: item.createdAt.toISOString(),
    };
  });
}
