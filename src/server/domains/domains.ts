import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { siteDomains, sites } from '../db/schema/index.ts';
import { checkDns } from './check.ts';
import { normalizeHostname } from './hostname.ts';
import { isPlatformHost } from './platform.ts';
import type { Resolver } from './resolver.ts';
import { AppError } from '../../shared/errors.ts';
import type { MessageKey } from '../../shared/messageKey.ts';
import { type ActionCtx, countAction } from '../core/actionLimits.ts';
import type { ServiceCtx } from '../core/context.ts';
import { recheckVerified } from './recheck.ts';

/**
 * Operators' own domains: claim, prove through DNS, serve, release.
 *
 * Who holds a host: a claim is only a wish until proved (anyone can type any name), so a
 * pending claim blocks no one; the first site whose TXT record proves ownership holds the
 * host verified, and from then on another site's add is refused (409) and its pending
 * claims end as `failed` (`taken`). Removing the verified domain frees the host, and so does
 * its lapsing (DNS no longer pointing here, domainRecheck.ts) until it is proved again.
 */
export type DomainRow = typeof siteDomains.$inferSelect;

/** Enough for a site's own names (apex, www, a campaign name); more is not a real need. */
export const MAX_DOMAINS_PER_SITE = 5;

const invalid = (key: MessageKey, vars?: Record<string, number>) =>
  new AppError('validation_failed', { issues: [{ path: 'domain', key, ...(vars ? { vars } : {}) }] });

export async function listDomains({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number } }) {
  return ctx.db
    .select()
    .from(siteDomains)
    .where(eq(siteDomains.siteId, input.siteId))
    .orderBy(asc(siteDomains.createdAt), asc(siteDomains.id));
}

/** Claims a domain for a site: 400 for a bad name, 409 when this site has it or another holds it. */
export async function addDomain({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; domain: unknown; platform: readonly string[] };
}): Promise<DomainRow> {
  const parsed = normalizeHostname(typeof input.domain === 'string' ? input.domain : '');
  if (!parsed.ok) throw invalid(parsed.key);
  const host = parsed.host;
  if (isPlatformHost(host, input.platform)) throw invalid('console.domain.error.platform');
  const [held] = await ctx.db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(and(eq(siteDomains.host, host), eq(siteDomains.status, 'verified')));
  if (held && held.siteId !== input.siteId) {
    throw new AppError('conflict', { key: 'console.domain.error.taken', vars: { domain: host } });
  }
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, input.siteId));
  if (n >= MAX_DOMAINS_PER_SITE) throw invalid('console.domain.error.tooMany', { max: MAX_DOMAINS_PER_SITE });
  try {
    const [row] = await ctx.db
      .insert(siteDomains)
      .values({
        siteId: input.siteId,
        host,
        token: randomBytes(16).toString('hex'),
        status: 'pending',
        createdAt: ctx.now(),
      })
      .returning();
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('conflict', { key: 'console.domain.error.exists', vars: { domain: host } });
  }
}

/**
 * Checks a claim's DNS now ("Check now", "Check again"). A pending or lapsed claim is proved
 * as at first; a verified one is re-checked as the periodic job does (domainRecheck.ts); a
 * failed one is returned as it is; an unknown id, or another site's, is 404. Idempotent and
 * safe to race: every change is conditional on the status read, and the database lets one
 * site hold a host verified, so two checks at once (or two sites) cannot both win. Limited
 * per site (ACTION_LIMITS.domainCheck): over it, 429 and nothing looked up or changed.
 */
export async function checkDomain({
  ctx,
  input,
}: {
  ctx: ServiceCtx & ActionCtx;
  input: { siteId: number; domainId: number; resolver: Resolver; target: string };
}): Promise<DomainRow> {
  const claim = await ownClaim(ctx, input.siteId, input.domainId);
  // Each check may ask DNS servers (ours and the domain's): counted per site, before any lookup.
  await countAction(ctx, 'domainCheck', String(input.siteId));
  if (claim.status === 'verified') {
    await recheckVerified(ctx.db, claim, input, ctx.now());
    return ownClaim(ctx, input.siteId, input.domainId);
  }
  if (claim.status !== 'pending' && claim.status !== 'lapsed') return claim;
  const dns = await checkDns(input.resolver, claim, input.target);
  const now = ctx.now();
  const open = and(eq(siteDomains.id, claim.id), eq(siteDomains.status, claim.status));
  if (!dns.ok) {
    await ctx.db.update(siteDomains).set({ reason: dns.reason, checkedAt: now }).where(open);
    return ownClaim(ctx, input.siteId, input.domainId);
  }
  try {
    await ctx.db
      .update(siteDomains)
      .set({ status: 'verified', reason: null, checkedAt: now, verifiedAt: now, failedChecks: 0, lapsedAt: null })
      .where(open);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await ctx.db.update(siteDomains).set({ status: 'failed', reason: 'taken', checkedAt: now }).where(open);
    return ownClaim(ctx, input.siteId, input.domainId);
  }
  // Other sites' claims on this host (waiting, or lapsed) can never verify now.
  await ctx.db
    .update(siteDomains)
    .set({ status: 'failed', reason: 'taken', checkedAt: now })
    .where(
      and(
        eq(siteDomains.host, claim.host),
        inArray(siteDomains.status, ['pending', 'lapsed']),
        ne(siteDomains.siteId, input.siteId),
      ),
    );
  return ownClaim(ctx, input.siteId, input.domainId);
}

/** Releases a domain of this site; already gone is not an error (a second click, another tab). */
export async function removeDomain({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number; domainId: number } }) {
  await ctx.db.delete(siteDomains).where(and(eq(siteDomains.id, input.domainId), eq(siteDomains.siteId, input.siteId)));
}

/** The live site a verified host serves, or null: what the Host router and Caddy's `ask` need. */
export async function siteOfHost({ ctx, input }: { ctx: Pick<ServiceCtx, 'db'>; input: { host: string } }) {
  const [row] = await ctx.db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(and(eq(siteDomains.host, input.host), eq(siteDomains.status, 'verified'), eq(sites.status, 'live')));
  return row?.site ?? null;
}

/**
 * The verified own domain of each of these sites (the first verified, as the operator reads
 * it: an international name in its own letters), for My sites and the Created page, which
 * show it as the site's address. A site without one is absent from the map.
 */
export async function verifiedHosts(db: Db, siteIds: number[]): Promise<Map<number, string>> {
  if (!siteIds.length) return new Map();
  const rows = await db
    .select({ siteId: siteDomains.siteId, host: siteDomains.host })
    .from(siteDomains)
    .where(and(inArray(siteDomains.siteId, siteIds), eq(siteDomains.status, 'verified')))
    .orderBy(asc(siteDomains.verifiedAt), asc(siteDomains.id));
  const hosts = new Map<number, string>();
  for (const r of rows) if (!hosts.has(r.siteId)) hosts.set(r.siteId, domainToUnicode(r.host) || r.host);
  return hosts;
}

async function ownClaim(ctx: ServiceCtx, siteId: number, domainId: number): Promise<DomainRow> {
  const [row] = await ctx.db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.id, domainId), eq(siteDomains.siteId, siteId)));
  if (!row) throw new AppError('not_found', { key: 'console.domain.error.notFound' });
  return row;
}
