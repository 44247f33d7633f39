import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { countries, orders, sites, templates } from '../db/schema/index.ts';
import { slotJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { AppError } from '../../shared/errors.ts';
import { ORDER_STATUS } from '../../shared/orderStatus.ts';
import type { MessageKey } from '../../shared/messageKey.ts';
import type { OpenSlots, Site } from '../../shared/orderTypes.ts';
import type { SiteLaunchInput } from '../../shared/schemas/siteLaunch.ts';
import { type MerchantCtx, withDb } from '../core/context.ts';
import { pick } from '../core/localized.ts';
import type { OrderRow } from '../orders/orderTransitions.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { assertSiteNameFree, holdSiteName } from '../orders/siteNames.ts';
import { freeSlug, slugIsFree, slugTaken } from './siteSlugs.ts';
import { slugBase } from './siteSlug.ts';
import { toSites } from './sites.ts';

const PAID = [ORDER_STATUS.purchased, ORDER_STATUS.completed];

/** Free slots of an order: 2..N without a site (slot 1 is always the checkout's site). */
function freeSlots(total: number, used: number[]): number[] {
  const taken = new Set(used);
  const open: number[] = [];
  for (let n = 2; n <= total; n++) if (!taken.has(n)) open.push(n);
  return open;
}

/** The merchant's paid orders whose package still has sites to launch, newest first. */
export async function listOpenSlots({ ctx }: { ctx: MerchantCtx }): Promise<OpenSlots[]> {
  const paid = await ctx.db
    .select({ order: orders, marketNames: countries.names })
    .from(orders)
    .leftJoin(countries, eq(countries.id, orders.countriesId))
    .where(and(eq(orders.userId, ctx.userId), inArray(orders.status, PAID)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const multi = paid.filter((r) => r.order.packageSnapshot.sites > 1);
  if (!multi.length) return [];
  const used = await ctx.db
    .select({ orderId: sites.orderId, slotNo: sites.slotNo })
    .from(sites)
    .where(
      inArray(
        sites.orderId,
        multi.map((r) => r.order.id),
      ),
    );
  return multi.flatMap(({ order: o, marketNames }) => {
    const slots = used.filter((u) => u.orderId === o.id).map((u) => u.slotNo);
    const open = freeSlots(o.packageSnapshot.sites, slots);
    if (!open.length) return [];
    return [
      {
        orderId: o.id,
        orderNo: o.orderNo,
        countriesId: o.countriesId,
        country: o.countriesId === GLOBAL_STATION ? ctx.t('station.global') : pick(marketNames, ctx.locale, ''),
        template: { id: o.templateId, name: pick(o.templateNames, ctx.locale, '') },
        colors: { color1: o.color1, color2: o.color2, color3: o.color3 },
        total: o.packageSnapshot.sites,
        used: slots.length,
        open,
      },
    ];
  });
}

/**
 * Launches a further site of a paid order: the site row (its slot), its name held
 * platform-wide and its provisioning job, all in one transaction. The order row is locked
 * first, so launches of one order take turns; the unique (order_id, slot_no) of `sites`
 * holds even so. Another merchant's order is the same 404 as a missing one.
 */
export async function launchSlot({ ctx, input }: { ctx: MerchantCtx; input: SiteLaunchInput }): Promise<Site> {
  // Hashing is slow on purpose: done before the order is locked.
  const passwordHash = await hashPassword(input.password);
  const siteId = await insertSlot(ctx, input, passwordHash).catch(async (err: unknown) => {
    // Another launch took the address between our look and our insert (the unique index).
    if (isUniqueViolation(err)) throw slugTaken(await freeSlug(ctx.db, input.slug ?? slugBase(input.siteName)));
    throw err;
  });
  const [row] = await ctx.db.select().from(sites).where(eq(sites.id, siteId));
  return (await toSites(ctx, [row!]))[0]!;
}

/**
 * The address of the new site: the one the merchant chose (409 naming a free one like it when
 * taken), else a free one made from the name (transliterated).
 */
async function chooseSlug(ctx: MerchantCtx, input: SiteLaunchInput): Promise<string> {
  if (input.slug === undefined) return freeSlug(ctx.db, slugBase(input.siteName));
  if (!(await slugIsFree(ctx.db, input.slug))) throw slugTaken(await freeSlug(ctx.db, input.slug));
  return input.slug;
}

async function insertSlot(ctx: MerchantCtx, input: SiteLaunchInput, passwordHash: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, ctx.userId)))
      .for('update');
    if (!order) throw new AppError('not_found');
    if (!PAID.includes(order.status as 1 | 2)) throw new AppError('conflict', { key: 'site.orderNotPaid' });
    const used = await tx
      .select({ slotNo: sites.slotNo })
      .from(sites)
      .where(eq(sites.orderId, order.id))
      .orderBy(asc(sites.slotNo));
    const slotNo = pickSlot(
      order,
      input.slot,
      used.map((u) => u.slotNo),
    );
    const choice = await resolveChoice(withDb(ctx, tx), order, input);
    const slug = await chooseSlug(withDb(ctx, tx), input);
    const colors = input.colors ?? { color1: order.color1, color2: order.color2, color3: order.color3 };
    const [created] = await tx
      .insert(sites)
      .values({
        orderId: order.id,
        slotNo,
        userId: ctx.userId,
        slug,
        siteName: input.siteName,
        countriesId: choice.countriesId,
        currency: choice.currency ?? order.currency,
        templateId: choice.templateId,
        templateNames: choice.templateNames,
        color1: colors.color1.toLowerCase(),
        color2: colors.color2.toLowerCase(),
        color3: colors.color3.toLowerCase(),
        opsAccount: input.account,
        opsPasswordHash: passwordHash,
        status: 'provisioning',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [sites.orderId, sites.slotNo] })
      .returning({ id: sites.id });
    // Unreachable while the order row is locked; kept so the answer stays a 409 regardless.
    if (!created) throw slotTaken();
    // The merchant's own cart counts too; the hold then settles a race for the name.
    await assertSiteNameFree(tx, input.siteName, { userId: ctx.userId, now });
    await holdSiteName(tx, { name: input.siteName, userId: ctx.userId, orderId: order.id, siteId: created.id, now });
    await enqueue(tx, { ...slotJob({ id: created.id, orderId: order.id, slotNo }), now });
    return created.id;
  });
}

/** The slot asked for, or the first free one; 409 when the package has none left. */
function pickSlot(order: OrderRow, asked: number | undefined, used: number[]): number {
  const total = order.packageSnapshot.sites;
  const open = freeSlots(total, used);
  if (asked === undefined) {
    if (!open.length) throw new AppError('conflict', { key: 'site.noSlotsLeft', vars: { count: total } });
    return open[0]!;
  }
  if (asked > total) {
    throw new AppError('validation_failed', { issues: [{ path: 'slot', key: 'site.slotInvalid' }] });
  }
  if (!open.includes(asked)) throw slotTaken();
  return asked;
}

const slotTaken = () => new AppError('conflict', { key: 'site.slotTaken' });
const issue = (path: string, key: MessageKey) => new AppError('validation_failed', { issues: [{ path, key }] });

/**
 * Market and template of the new site: the order's unless the merchant picked others. The
 * catalogue rule of the cart holds: an active market (the global station always is), and an
 * active template of that market — so another market needs a template of its own.
 */
async function resolveChoice(ctx: MerchantCtx, order: OrderRow, input: SiteLaunchInput) {
  const countriesId = input.countriesId ?? order.countriesId;
  const [market] = await ctx.db
    .select({ active: countries.active, currency: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, countriesId));
  if (countriesId !== GLOBAL_STATION && !market?.active) throw issue('countriesId', 'catalog.marketNotFound');
  if (input.templateId === undefined) {
    if (countriesId !== order.countriesId) throw issue('templateId', 'cart.themeRequired');
    return {
      countriesId,
      currency: market?.currency,
      templateId: order.templateId,
      templateNames: order.templateNames,
    };
  }
  const [tpl] = await ctx.db
    .select({ countriesId: templates.countriesId, names: templates.names, active: templates.active })
    .from(templates)
    .where(eq(templates.id, input.templateId));
  if (!tpl?.active || tpl.countriesId !== countriesId) throw issue('templateId', 'catalog.templateUnavailable');
  return { countriesId, currency: market?.currency, templateId: input.templateId, templateNames: tpl.names };
}
