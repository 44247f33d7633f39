import { asc, eq, inArray } from 'drizzle-orm';
import { countries, orderRenewals, sites } from '../db/schema/index.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { formatMinor } from '../../shared/money.ts';
import { effectiveStatus } from '../../shared/orderStatus.ts';
import type { Order } from '../../shared/orderTypes.ts';
import { templateThumbUrl } from '../../shared/schemas/catalog.ts';
import type { ServiceCtx } from '../core/context.ts';
import { pick } from '../core/localized.ts';
import type { OrderRow } from './orderTransitions.ts';
import type { Localized } from '../db/schema/catalog.ts';

/** An order row with what its view needs from elsewhere: the market's names and its sites. */
export interface OrderWithRefs {
  order: OrderRow;
  marketNames: Localized | null;
  /** The site of slot 1. */
  siteId: number | null;
  paidUntil: Date | null;
  renews: number[];
  /** How many sites the order has launched. */
  sitesUsed: number;
}

/** Orders as the API shows them, loading their markets and sites. */
export async function toOrders(ctx: ServiceCtx, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const marketIds = [...new Set(rows.map((r) => r.countriesId))];
  const markets = await ctx.db
    .select({ id: countries.id, names: countries.names })
    .from(countries)
    .where(inArray(countries.id, marketIds));
  const names = new Map(markets.map((m) => [m.id, m.names]));
  const ids = rows.map((r) => r.id);
  const siteRows = await ctx.db
    .select({ id: sites.id, orderId: sites.orderId, slotNo: sites.slotNo, paidUntil: sites.paidUntil })
    .from(sites)
    .where(inArray(sites.orderId, ids));
  const renewalIds = rows.filter((r) => r.kind === 'renewal').map((r) => r.id);
  const renewed = renewalIds.length
    ? await ctx.db
        .select({ orderId: orderRenewals.orderId, siteId: orderRenewals.siteId, paidUntil: sites.paidUntil })
        .from(orderRenewals)
        .innerJoin(sites, eq(sites.id, orderRenewals.siteId))
        .where(inArray(orderRenewals.orderId, renewalIds))
        .orderBy(asc(orderRenewals.siteId))
    : [];
  const first = new Map(siteRows.filter((s) => s.slotNo === 1).map((s) => [s.orderId, s]));
  const used = new Map<number, number>();
  for (const s of siteRows) used.set(s.orderId, (used.get(s.orderId) ?? 0) + 1);
  const renews = new Map<number, typeof renewed>();
  for (const r of renewed) renews.set(r.orderId, [...(renews.get(r.orderId) ?? []), r]);
  return rows.map((order) => {
    const mine = renews.get(order.id) ?? [];
    const site = order.kind === 'renewal' ? (mine[0] ? { id: mine[0].siteId, ...mine[0] } : null) : first.get(order.id);
    return orderView(ctx, {
      order,
      marketNames: names.get(order.countriesId) ?? null,
      siteId: site?.id ?? null,
      paidUntil: site?.paidUntil ?? null,
      renews: mine.map((r) => r.siteId),
      sitesUsed: used.get(order.id) ?? 0,
    });
  });
}

/** One order as the API shows it: snapshots in the reader's language, status as of now. */
export function orderView(
  ctx: ServiceCtx,
  { order: r, marketNames, siteId, paidUntil, renews, sitesUsed }: OrderWithRefs,
): Order {
  const now = ctx.now();
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: effectiveStatus(r.status, r.expiresAt, now),
    amount: formatMinor(r.amountMinor),
    disbursements: formatMinor(r.paidMinor),
    remaining: formatMinor(r.amountMinor - r.paidMinor),
    credited: formatMinor(r.creditedMinor),
    currency: r.currency,
    package: {
      id: r.packageSnapshot.id,
      name: pick(r.packageSnapshot.names, ctx.locale, ''),
      sites: r.packageSnapshot.sites,
      durationMonths: r.packageSnapshot.durationMonths,
    },
    siteName: r.siteName,
    countriesId: r.countriesId,
    country: r.countriesId === GLOBAL_STATION ? ctx.t('station.global') : pick(marketNames, ctx.locale, ''),
    template: {
      id: r.templateId,
      name: pick(r.templateNames, ctx.locale, ''),
      thumbnail: templateThumbUrl(r.templateId),
    },
    colors: { color1: r.color1, color2: r.color2, color3: r.color3 },
    account: r.opsAccount,
    payTime: r.payTime?.toISOString() ?? null,
    transactionId: r.transactionId,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    siteId,
    kind: r.kind,
    paidUntil: paidUntil?.toISOString() ?? null,
    renews,
    slots: { total: r.packageSnapshot.sites, used: sitesUsed },
  };
}
