import { graceEnds, releaseAt } from './terms/termRules.ts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { countries, sites } from '../db/schema/index.ts';
import { siteJobKey } from '../jobs/keys.ts';
import { requeue } from '../jobs/queue.ts';
import { AppError } from '../../shared/errors.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import type { Site, SiteStatus } from '../../shared/orderTypes.ts';
import type { SiteListQuery } from '../../shared/schemas/orders.ts';
import type { Page } from '../../shared/types.ts';
import { revokeOpsSessions } from './opsSessions.ts';
import { type MerchantCtx, withDb } from '../core/context.ts';
import { pick } from '../core/localized.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { siteNameKey } from '../orders/siteNames.ts';
import { verifiedHosts } from '../domains/domains.ts';

type SiteRow = typeof sites.$inferSelect;

/** The merchant's sites, newest first; `siteName` filters by a case- and form-insensitive substring. */
export async function listSites({ ctx, input }: { ctx: MerchantCtx; input: SiteListQuery }): Promise<Page<Site>> {
  const where = eq(sites.userId, ctx.userId);
  const needle = input.siteName ? siteNameKey(input.siteName) : '';
  if (!needle) {
    const [total] = await ctx.db.select({ n: count() }).from(sites).where(where);
    const rows = await ctx.db
      .select()
      .from(sites)
      .where(where)
      .orderBy(desc(sites.createdAt), desc(sites.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return { list: await toSites(ctx, rows), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize };
  }
  // Folding happens in code (NFKC), as for cart names: a merchant holds few sites.
  const all = (await ctx.db.select().from(sites).where(where).orderBy(desc(sites.createdAt), desc(sites.id))).filter(
    (s) => siteNameKey(s.siteName).includes(needle),
  );
  const slice = all.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
  return { list: await toSites(ctx, slice), total: all.length, page: input.page, pageSize: input.pageSize };
}

/** A site of this merchant; another merchant's answers exactly like a missing id. */
export async function ownSite(ctx: MerchantCtx, id: number): Promise<SiteRow> {
  const [row] = await ctx.db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.userId, ctx.userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** POST /api/site: a new operations password; every console session of the site ends. */
export async function resetSitePassword({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { id: number; password: string };
}): Promise<void> {
  const site = await ownSite(ctx, input.id);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sites).set({ opsPasswordHash: hash, updatedAt: ctx.now() }).where(eq(sites.id, site.id));
    await revokeOpsSessions({ ctx: withDb(ctx, tx), input: { siteId: site.id } });
  });
}

/**
 * Retry is "try now": a failed site provisions again with a new window of attempts, and a
 * delayed one (provisioning, waiting out a backoff) has its next attempt brought forward.
 */
export async function retrySite({ ctx, input }: { ctx: MerchantCtx; input: { id: number } }): Promise<Site> {
  const site = await ownSite(ctx, input.id);
  const delayed = site.status === 'provisioning' && site.retryAt !== null;
  if (site.status !== 'failed' && !delayed) throw new AppError('invalid_transition', { key: 'site.notFailed' });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({
        status: 'provisioning',
        retryAt: null,
        ...(delayed ? {} : { lastError: null, failedAttempts: 0 }),
        updatedAt: ctx.now(),
      })
      .where(and(eq(sites.id, site.id), eq(sites.status, site.status)));
    await requeue(tx, siteJobKey(site), ctx.now());
  });
  return (await toSites(ctx, [await ownSite(ctx, site.id)]))[0]!;
}

export async function toSites(ctx: MerchantCtx, rows: SiteRow[]): Promise<Site[]> {
  if (!rows.length) return [];
  const markets = await ctx.db
    .select({ id: countries.id, names: countries.names })
    .from(countries)
    .where(inArray(countries.id, [...new Set(rows.map((r) => r.countriesId))]));
  const names = new Map(markets.map((m) => [m.id, m.names]));
  const own = await verifiedHosts(
    ctx.db,
    rows.filter((r) => r.status === 'live').map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    siteName: r.siteName,
    countriesId: r.countriesId,
    country:
      r.countriesId === GLOBAL_STATION
        ? ctx.t('station.global')
        : pick(names.get(r.countriesId) ?? null, ctx.locale, ''),
    currency: r.currency,
    template: { id: r.templateId, name: pick(r.templateNames, ctx.locale, '') },
    colors: { color1: r.color1, color2: r.color2, color3: r.color3 },
    account: r.opsAccount,
    domain: r.status === 'live' ? r.domain : null,
    backendUrl: r.status === 'live' ? r.backendUrl : null,
    ownDomain: own.get(r.id) ?? null,
    status: r.status as SiteStatus,
    launchTime: r.launchTime?.toISOString() ?? null,
    orderId: r.orderId,
    retryAt: r.status === 'provisioning' ? (r.retryAt?.toISOString() ?? null) : null,
    attempts: r.failedAttempts,
    paidUntil: r.paidUntil?.toISOString() ?? null,
    term: r.termState,
    suspendsOn: r.paidUntil ? graceEnds(r.paidUntil).toISOString() : null,
    releasesOn: r.paidUntil ? releaseAt(r.paidUntil).toISOString() : null,
  }));
}
