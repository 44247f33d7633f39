import type { Site, SiteStatus } from '~/shared/orderTypes';
import type { MessageKey } from '~/shared/messageKey';

/** Pure logic of My sites: the URL state of the list, links, and when to look again. */

export const SITES_PAGE_SIZE = 10;
export const FILTER_DEBOUNCE_MS = 300;
/** A site being provisioned goes live within minutes; the list looks again this often. */
export const PROVISIONING_POLL_MS = 4000;
const NAME_MAX = 40;

export interface SitesQuery {
  siteName: string;
  page: number;
}

/** The filter and page live in the URL so a reload or a shared link shows the same list. */
export function readSitesQuery(search: string): SitesQuery {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page'));
  return {
    siteName: (q.get('siteName') ?? '').trim().slice(0, NAME_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for `q` (empty for the first unfiltered page), keeping unrelated params. */
export function writeSitesQuery(search: string, q: SitesQuery): string {
  const params = new URLSearchParams(search);
  if (q.siteName) params.set('siteName', q.siteName);
  else params.delete('siteName');
  if (q.page > 1) params.set('page', String(q.page));
  else params.delete('page');
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function statusKey(status: SiteStatus): `sites.status.${SiteStatus}` {
  return `sites.status.${status}`;
}

/**
 * A site still provisioning whose last attempt failed: the server keeps trying (api.md keeps
 * `status` to three values, so "delayed" is `provisioning` with the next attempt's time).
 */
export function isDelayed(site: Pick<Site, 'status' | 'retryAt'>): boolean {
  return site.status === 'provisioning' && site.retryAt !== null;
}

/** The badge: "Delayed" says more than "Provisioning" once attempts have failed. */
export function badgeKey(site: Pick<Site, 'status' | 'retryAt'>): MessageKey {
  return isDelayed(site) ? 'sites.status.delayed' : statusKey(site.status);
}

/** The absolute URL of a site or its console: server paths resolve on `origin`, bare hosts get https. */
export function externalHref(target: string | null, origin: string): string | null {
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return target;
  if (target.startsWith('/')) return `${origin.replace(/\/$/, '')}${target}`;
  return `https://${target}`;
}

/** What a link shows: the host and path without the scheme, or the path itself. */
export function linkText(target: string): string {
  return target.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function anyProvisioning(sites: readonly Site[]): boolean {
  return sites.some((s) => s.status === 'provisioning');
}
