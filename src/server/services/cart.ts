import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartItems, countries, packages, templates } from '../db/schema/index.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { AppError, type Issue } from '../../shared/errors.ts';
import type { Translate } from '../../shared/i18n.ts';
import { formatMinor } from '../../shared/money.ts';
import { templateThumbUrl } from '../../shared/schemas/catalog.ts';
import type { CartCreateInput, CartItem, CartStatus, CartTemplateInput } from '../../shared/schemas/cart.ts';
import { cartValidity, persistValidity } from './cartValidity.ts';
import { pick } from './localized.ts';
import { GLOBAL_STATION } from './packages.ts';
import { assertSiteNameFree, siteNameKey } from './siteNames.ts';
import { isUniqueViolation } from '../db/errors.ts';

/** Who is asking, in which language. Every query below is scoped to `userId`. */
export interface CartCtx {
  userId: number;
  locale: LocaleCode;
  t: Translate;
}

/** Items a merchant may hold at once: keeps the cart (an unpaginated list) small. */
export const CART_MAX = 50;

/** Adds a future site to the cart after checking market, package, template and name. */
export async function createCartItem(db: Db, ctx: CartCtx, input: CartCreateInput): Promise<CartItem> {
  const issues: Issue[] = [];
  if (input.countriesId !== GLOBAL_STATION) {
    const [market] = await db
      .select({ active: countries.active })
      .from(countries)
      .where(eq(countries.id, input.countriesId));
    if (!market?.active) issues.push({ path: 'countriesId', message: 'catalog.marketNotFound' });
  }
  const [pkg] = await db.select().from(packages).where(eq(packages.id, input.packageId));
  if (!pkg?.active) issues.push({ path: 'packageId', message: 'catalog.packageNotFound' });
  else if (pkg.countriesId !== input.countriesId && pkg.countriesId !== GLOBAL_STATION)
    issues.push({ path: 'packageId', message: 'catalog.packageNotInMarket' });
  await checkTemplate(db, input.templateId, input.countriesId, issues);
  if (issues.length || !pkg) throw new AppError('validation_failed', { issues });

  const [held] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, ctx.userId));
  if (Number(held?.n ?? 0) >= CART_MAX) throw new AppError('conflict', { key: 'cart.full', vars: { max: CART_MAX } });
  await assertSiteNameFree(db, input.siteName, { userId: ctx.userId });
  const [row] = await insertOrConflict(() =>
    db
      .insert(cartItems)
      .values({
        userId: ctx.userId,
        countriesId: input.countriesId,
        packageId: pkg.id,
        templateId: input.templateId,
        siteName: input.siteName,
        ...lowerColors(input),
        priceMinor: pkg.priceMinor,
        currency: pkg.currency,
      })
      .returning({ id: cartItems.id }),
  );
  return getCartItem(db, ctx, row!.id);
}

/** Changes an item's template and colours; another merchant's item is a 404. */
export async function changeCartTemplate(db: Db, ctx: CartCtx, input: CartTemplateInput): Promise<CartItem> {
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, input.id), eq(cartItems.userId, ctx.userId)));
  if (!item) throw new AppError('not_found');
  const issues: Issue[] = [];
  await checkTemplate(db, input.templateId, item.countriesId, issues);
  if (issues.length) throw new AppError('validation_failed', { issues });
  await db
    .update(cartItems)
    .set({ templateId: input.templateId, ...lowerColors(input), updatedAt: new Date() })
    .where(and(eq(cartItems.id, item.id), eq(cartItems.userId, ctx.userId)));
  return getCartItem(db, ctx, item.id);
}

/** The merchant's cart, newest first; `siteName` filters by a case-insensitive substring. */
export async function listCart(
  db: Db,
  ctx: CartCtx,
  filter: { siteName?: string | undefined } = {},
): Promise<CartItem[]> {
  const items = await readItems(db, ctx);
  const needle = filter.siteName ? siteNameKey(filter.siteName) : '';
  return needle ? items.filter((i) => siteNameKey(i.siteName).includes(needle)) : items;
}

export async function getCartItem(db: Db, ctx: CartCtx, id: number): Promise<CartItem> {
  const [item] = await readItems(db, ctx, eq(cartItems.id, id));
  if (!item) throw new AppError('not_found');
  return item;
}

export async function deleteCartItem(db: Db, ctx: CartCtx, id: number): Promise<void> {
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, ctx.userId)))
    .returning({ id: cartItems.id });
  if (!gone.length) throw new AppError('not_found');
}

async function checkTemplate(db: Db, templateId: number, countriesId: number, issues: Issue[]): Promise<void> {
  const [tpl] = await db
    .select({ active: templates.active, countriesId: templates.countriesId })
    .from(templates)
    .where(eq(templates.id, templateId));
  if (!tpl?.active || tpl.countriesId !== countriesId)
    issues.push({ path: 'templateId', message: 'catalog.templateUnavailable' });
}

const lowerColors = (c: { color1: string; color2: string; color3: string }) => ({
  color1: c.color1.toLowerCase(),
  color2: c.color2.toLowerCase(),
  color3: c.color3.toLowerCase(),
});

/** The unique index on (user, lower(site_name)) settles races that assertSiteNameFree cannot. */
async function insertOrConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', { key: 'cart.siteNameTaken' });
    throw err;
  }
}

/** Items with their package, template and market, re-validated (and stored) on the way. */
async function readItems(db: Db, ctx: CartCtx, extra?: SQL): Promise<CartItem[]> {
  const rows = await db
    .select({
      item: cartItems,
      pkg: {
        names: packages.names,
        active: packages.active,
        priceMinor: packages.priceMinor,
        currency: packages.currency,
      },
      tpl: { names: templates.names, active: templates.active, countriesId: templates.countriesId },
      market: { names: countries.names, active: countries.active },
    })
    .from(cartItems)
    .innerJoin(packages, eq(packages.id, cartItems.packageId))
    .innerJoin(templates, eq(templates.id, cartItems.templateId))
    .leftJoin(countries, eq(countries.id, cartItems.countriesId))
    .where(and(eq(cartItems.userId, ctx.userId), extra))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const out: CartItem[] = [];
  for (const r of rows) {
    const item = await persistValidity(
      db,
      r.item,
      cartValidity(r.item, { marketActive: r.market?.active ?? null, pkg: r.pkg, template: r.tpl }),
    );
    out.push({
      id: item.id,
      siteName: item.siteName,
      countriesId: item.countriesId,
      country: item.countriesId === GLOBAL_STATION ? ctx.t('station.global') : pick(r.market?.names, ctx.locale, ''),
      package: { id: item.packageId, name: pick(r.pkg.names, ctx.locale, '') },
      template: {
        id: item.templateId,
        name: pick(r.tpl.names, ctx.locale, ''),
        thumbnail: templateThumbUrl(item.templateId),
      },
      colors: { color1: item.color1, color2: item.color2, color3: item.color3 },
      price: formatMinor(item.priceMinor),
      currency: item.currency,
      status: item.status as CartStatus,
      invalidReason: item.invalidReason ? ctx.t(`cart.invalid.${item.invalidReason}`) : null,
      createdAt: item.createdAt.toISOString(),
    });
  }
  return out;
}
