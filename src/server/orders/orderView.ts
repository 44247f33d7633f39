import { inArray } from 'drizzle-orm';
import { countries, sites } from '../db/schema/index.ts';
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
  const siteRows = await ctx.db
    .select({ id: sites.id, orderId: sites.orderId, slotNo: sites.slotNo })
    .from(sites)
    .where(
      inArray(
        sites.orderId,
        rows.map((r) => r.id),
      ),
    );
  const siteOf = new Map(siteRows.filter((s) => s.slotNo === 1).map((s) => [s.orderId, s.id]));
  const used = new Map<number, number>();
  for (const s of siteRows) used.set(s.orderId, (used.get(s.orderId) ?? 0) + 1);
  return rows.map((order) =>
    orderView(ctx, {
      order,
      marketNames: names.get(order.countriesId) ?? null,
      siteId: siteOf.get(order.id) ?? null,
      sitesUsed: used.get(order.id) ?? 0,
    }),
  );
}

/** One order as the API shows it: snapshots in the reader's language, status as of now. */
export function orderView(ctx: ServiceCtx, { order: r, marketNames, siteId, sitesUsed }: OrderWithRefs): Order {
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
    slots: { total: r.packageSnapshot.sites, used: sitesUsed },
  };
}
