import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, orders, siteNames, sites } from '../../db/schema/index.ts';
import { ORDER_STATUS } from '../../../shared/orderStatus.ts';
import { queueNotice } from '../../mail/notices.ts';
import { moveOrder } from '../../orders/orderTransitions.ts';
import { publishFirstVersion } from '../design/publish.ts';
import type { SiteHost } from './host.ts';
import { slugBase } from '../siteSlug.ts';
import { addMonths } from '../terms/termRules.ts';

export interface ProvisionDeps {
  db: Db;
  now: () => Date;
  host: SiteHost;
}

/**
 * Turns a purchased order into a live site (its slot 1, named at checkout). Every step is
 * idempotent, so a job that runs twice, or again after the process was killed at any
 * point, ends with one site:
 * 1. the site row (unique per order and slot) is created in `provisioning`;
 * 2. its template's starting document is published as version 1 (site_versions, once),
 * 3. the hosting target is told, the site goes `live` and the order 1 → 2, in one
 *    transaction with conditional updates.
 */
export async function provisionOrder(deps: ProvisionDeps, orderId: number): Promise<'live' | 'skipped'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  // A renewal order provisions nothing (sites/terms/renewals.ts applies it).
  if (order?.kind !== 'purchase' || !isPaid(order.status)) return 'skipped';
  const site = await ensureSiteRow(deps, order);
  if (site.status === 'live') {
    await deps.db.transaction((tx) => completeOrder(tx, order.id, deps.now()));
    return 'live';
  }
  await goLive(deps, site, order.packageSnapshot.durationMonths ?? 12, (tx, now, domain) =>
    completeOrder(tx, order.id, now, { siteName: site.siteName, domain }),
  );
  return 'live';
}

/**
 * A further slot of an order (2..N), whose row the merchant's launch created with its
 * name held: published and made live, the same idempotent way. The order's status does
 * not depend on it (slot 1 completes the order).
 */
export async function provisionSlotSite(deps: ProvisionDeps, siteId: number): Promise<'live' | 'skipped'> {
  const [site] = await deps.db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) return 'skipped';
  if (site.status === 'live') return 'live';
  const [order] = await deps.db
    .select({ status: orders.status, pkg: orders.packageSnapshot })
    .from(orders)
    .where(eq(orders.id, site.orderId));
  if (!order || !isPaid(order.status)) return 'skipped';
  await goLive(deps, site, order.pkg.durationMonths ?? 12, async () => undefined);
  return 'live';
}

/** Who published a site's first version: the platform, before its operator ever signed in. */
export const PROVISIONING = 'platform';

const isPaid = (status: number) => status === ORDER_STATUS.purchased || status === ORDER_STATUS.completed;

/**
 * Publishes a site's first version, then marks it live for the `months` its order bought (and
 * runs `then`, told the site's address) in one transaction.
 */
async function goLive(
  deps: ProvisionDeps,
  site: typeof sites.$inferSelect,
  months: number,
  then: (tx: Db, now: Date, domain: string) => Promise<unknown>,
): Promise<void> {
  await publishFirstVersion(deps.db, site, deps.now(), PROVISIONING);
  const { domain, backendUrl } = await deps.host.publish({ id: site.id, slug: site.slug });
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await tx
      .update(sites)
      .set({
        domain,
        backendUrl,
        status: 'live',
        launchTime: now,
        // The term counts from the day the site went live (sites/terms/).
        paidUntil: addMonths(now, months),
        lastError: null,
        retryAt: null,
        updatedAt: now,
      })
      .where(and(eq(sites.id, site.id), inArray(sites.status, ['provisioning', 'failed'])));
    await then(tx, now, domain);
  });
}

/** The order 1 → 2 and the merchant's notice; `live`: the site just made live (else it is read). */
async function completeOrder(
  db: Db,
  orderId: number,
  now: Date,
  live?: { siteName: string; domain: string },
): Promise<void> {
  const moved = await moveOrder(db, { orderId, move: 'complete', reason: 'site_live', now });
  if (!moved) return;
  // The merchant hears of it with the completion itself (a link to My sites, never a password).
  const [site] = live
    ? [live]
    : await db
        .select({ siteName: sites.siteName, domain: sites.domain })
        .from(sites)
        .where(and(eq(sites.orderId, orderId), eq(sites.slotNo, 1)));
  await queueNotice(db, {
    kind: 'site_live',
    subject: `order:${orderId}`,
    userId: moved.userId,
    data: { orderNo: moved.orderNo, siteName: site?.siteName ?? moved.siteName, siteUrl: site?.domain ?? '' },
    now,
  });
}

async function ensureSiteRow(deps: ProvisionDeps, order: typeof orders.$inferSelect) {
  const now = deps.now();
  const [market] = await deps.db
    .select({ currency: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, order.countriesId));
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sites)
      .values({
        orderId: order.id,
        userId: order.userId,
        slug: slugFor(order.siteName, order.id),
        siteName: order.siteName,
        countriesId: order.countriesId,
        currency: market?.currency ?? order.currency,
        templateId: order.templateId,
        templateNames: order.templateNames,
        color1: order.color1,
        color2: order.color2,
        color3: order.color3,
        opsAccount: order.opsAccount,
        opsPasswordHash: order.opsPasswordHash,
        status: 'provisioning',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [sites.orderId, sites.slotNo] })
      .returning();
    // The name now belongs to the site, not to an order that could still be released.
    if (row) {
      await tx
        .update(siteNames)
        .set({ siteId: row.id })
        .where(and(eq(siteNames.orderId, order.id), isNull(siteNames.siteId)));
    }
    return row;
  });
  // A job run again finds the row the first run made.
  if (created) return created;
  const [site] = await deps.db
    .select()
    .from(sites)
    .where(and(eq(sites.orderId, order.id), eq(sites.slotNo, 1)));
  return site!;
}

/**
 * The checkout site's address, `lucky-star-7f`: the name transliterated (an Arabic or Thai
 * name reads as its Latin spelling, sites/siteSlugs.ts), unique by the order id it ends
 * with, so the idempotent job never has to look for a free one. A slug the merchant chooses
 * (a further slot) has single hyphens only, so the older slot form `name-7f--2` stays apart.
 */
export function slugFor(siteName: string, orderId: number, slotNo = 1): string {
  const base = slugBase(siteName).slice(0, 30).replace(/-+$/, '');
  const slot = slotNo > 1 ? `--${slotNo}` : '';
  return `${base}-${orderId.toString(36)}${slot}`;
}
