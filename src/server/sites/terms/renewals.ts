import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRenewals, orders, packages, sites } from '../../db/schema/index.ts';
import { type MerchantCtx, withDb } from '../../core/context.ts';
import { credit } from '../../orders/balance.ts';
import { moveOrder } from '../../orders/orderTransitions.ts';
import { newOrderNo } from '../../orders/orders.ts';
import { AppError } from '../../../shared/errors.ts';
import { formatMinor } from '../../../shared/money.ts';
import { ORDER_STATUS } from '../../../shared/orderStatus.ts';
import { tellTerm } from './tell.ts';
import { addMonths } from './termRules.ts';
import { moveTerm, type TermSite } from './transition.ts';

/**
 * Renewal orders: one site, or all the sites of one package (one purchase), for the package's
 * term at the price in force on the day of the renewal order. Paid like any order (card, USDT,
 * balance); when paid, the worker extends each site once from its current end (applyRenewal).
 */

export interface RenewalPlan {
  purchaseId: number;
  siteIds: number[];
  months: number;
  amountMinor: number;
  currency: string;
  pkg: typeof packages.$inferSelect;
  sites: TermSite[];
}

/**
 * The merchant's sites to renew, checked: theirs (another's id is the same 404 as none), live
 * with a term, not released, all of one purchase; priced now. All the purchase's sites cost the
 * package's price; fewer cost its share per site (rounded up to the cent, never above the whole).
 */
export async function planRenewal(ctx: MerchantCtx, siteIds: number[]): Promise<RenewalPlan> {
  const ids = [...new Set(siteIds)];
  const rows = await ctx.db
    .select()
    .from(sites)
    .where(and(inArray(sites.id, ids), eq(sites.userId, ctx.userId)));
  if (rows.length !== ids.length) throw new AppError('not_found');
  if (rows.some((s) => !s.paidUntil || s.status !== 'live')) {
    throw new AppError('conflict', { key: 'renew.error.notLive' });
  }
  if (rows.some((s) => s.termState === 'released')) throw new AppError('conflict', { key: 'renew.error.released' });
  const purchaseId = rows[0]!.orderId;
  if (rows.some((s) => s.orderId !== purchaseId)) throw new AppError('conflict', { key: 'renew.error.onePackage' });
  const [purchase] = await ctx.db.select().from(orders).where(eq(orders.id, purchaseId));
  const [pkg] = purchase
    ? await ctx.db.select().from(packages).where(eq(packages.id, purchase.packageSnapshot.id))
    : [];
  if (!pkg?.active) throw new AppError('conflict', { key: 'renew.error.packageWithdrawn' });
  const all = await ctx.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.orderId, purchaseId), eq(sites.status, 'live')));
  const whole = rows.length >= all.length;
  const share = Math.ceil(pkg.priceMinor / Math.max(1, pkg.sites));
  return {
    purchaseId,
    siteIds: rows.map((s) => s.id).sort((a, b) => a - b),
    months: pkg.durationMonths,
    amountMinor: whole ? pkg.priceMinor : Math.min(pkg.priceMinor, share * rows.length),
    currency: pkg.currency,
    pkg,
    sites: rows.sort((a, b) => a.id - b.id),
  };
}

/** What a renewal costs and what it does, before paying. */
export async function renewalQuote({ ctx, input }: { ctx: MerchantCtx; input: { siteIds: number[] } }) {
  const plan = await planRenewal(ctx, input.siteIds);
  return {
    amount: formatMinor(plan.amountMinor),
    currency: plan.currency,
    months: plan.months,
    packageNames: plan.pkg.names,
    sites: plan.sites.map((s) => ({
      id: s.id,
      siteName: s.siteName,
      paidUntil: s.paidUntil!.toISOString(),
      newPaidUntil: addMonths(s.paidUntil!, plan.months).toISOString(),
      termState: s.termState,
    })),
  };
}

/**
 * A renewal order (status pending, kind renewal), or the open one already made for exactly
 * these sites (a second tab, a double click). A site in another open renewal is refused: one
 * open renewal per site, so a merchant does not pay twice by mistake.
 */
export async function createRenewal({
  ctx,
  input,
}: {
  ctx: MerchantCtx & { ttlMinutes: number };
  input: { siteIds: number[] };
}): Promise<{ orderId: number; existing: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const c = withDb(ctx, tx);
    const now = ctx.now();
    // One renewal checkout per merchant at a time: the open-renewal check below cannot race.
    await tx.execute(sqlLock(ctx.userId));
    const plan = await planRenewal(c, input.siteIds);
    const open = await tx
      .select({ orderId: orderRenewals.orderId, siteId: orderRenewals.siteId, expiresAt: orders.expiresAt })
      .from(orderRenewals)
      .innerJoin(orders, eq(orders.id, orderRenewals.orderId))
      .where(and(inArray(orderRenewals.siteId, plan.siteIds), eq(orders.status, ORDER_STATUS.pending)));
    const live = open.filter((o) => o.expiresAt > now);
    if (live.length) {
      const orderIds = new Set(live.map((o) => o.orderId));
      const [only] = orderIds;
      if (orderIds.size === 1 && only !== undefined) {
        const same = await tx
          .select({ siteId: orderRenewals.siteId })
          .from(orderRenewals)
          .where(eq(orderRenewals.orderId, only));
        const ids = same.map((s) => s.siteId).sort((a, b) => a - b);
        if (ids.join() === plan.siteIds.join()) return { orderId: only, existing: true };
      }
      throw new AppError('conflict', { key: 'renew.error.openRenewal' });
    }
    const first = plan.sites[0]!;
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        userId: ctx.userId,
        cartItemId: null,
        kind: 'renewal',
        status: ORDER_STATUS.pending,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        packageSnapshot: {
          id: plan.pkg.id,
          names: plan.pkg.names,
          sites: plan.pkg.sites,
          durationMonths: plan.pkg.durationMonths,
        },
        countriesId: first.countriesId,
        templateId: first.templateId,
        templateNames: first.templateNames,
        siteName: first.siteName,
        color1: first.color1,
        color2: first.color2,
        color3: first.color3,
        opsAccount: first.opsAccount,
        opsPasswordHash: first.opsPasswordHash,
        expiresAt: new Date(now.getTime() + ctx.ttlMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderRenewals)
      .values(plan.siteIds.map((siteId) => ({ orderId: row!.id, siteId, months: plan.months })));
    return { orderId: row!.id, existing: false };
  });
}

const sqlLock = (userId: number) => sql`select pg_advisory_xact_lock(${RENEWAL_LOCK}, ${userId})`;
/** The advisory lock class of renewal checkouts (any constant no other lock uses). */
const RENEWAL_LOCK = 30_001;

/**
 * A paid renewal order applied (the worker's `site_renew` job, queued when it was paid): each
 * site's end moves on by the order's months from its current end — in grace or suspended, the
 * site is active again at once if the new end is ahead. Each (order, site) is applied once
 * (`applied_at` set by a conditional update), so a job run twice, or a payment seen twice,
 * extends once. Then the order completes (1 → 2).
 */
export async function applyRenewal(db: Db, orderId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.kind !== 'renewal') return 0;
    if (order.status !== ORDER_STATUS.purchased && order.status !== ORDER_STATUS.completed) return 0;
    const lines = await tx
      .update(orderRenewals)
      .set({ appliedAt: now })
      .where(and(eq(orderRenewals.orderId, orderId), isNull(orderRenewals.appliedAt)))
      .returning();
    let extended = 0;
    let unapplied = 0;
    for (const line of lines) {
      const moved = await moveTerm(tx, {
        siteId: line.siteId,
        move: 'renew',
        actor: 'merchant',
        reason: 'term.renewed',
        now,
        orderId,
        extend: (end) => addMonths(end, line.months),
      });
      if (!moved) {
        // Released between the order and its payment: nothing to extend, so its share of the
        // money goes to the balance (money is never dropped).
        unapplied++;
        continue;
      }
      extended++;
      await tellTerm(tx, moved, 'renewed', now);
    }
    if (unapplied) {
      const all = await tx.select({ n: count() }).from(orderRenewals).where(eq(orderRenewals.orderId, orderId));
      const share = Math.floor((order.amountMinor * unapplied) / Number(all[0]?.n ?? unapplied));
      if (share > 0) {
        await credit(tx, {
          userId: order.userId,
          amountMinor: share,
          kind: 'credit',
          reason: 'renewal_unapplied',
          orderId,
          now,
        });
      }
    }
    await moveOrder(tx, { orderId, move: 'complete', reason: 'renewed', now });
    return extended;
  });
}
