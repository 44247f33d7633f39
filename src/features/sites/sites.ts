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

/* The paid term (issue 30): what a card says about it, and which Renew buttons it offers. */

const DAY_MS = 86_400_000;
/** "Ends in N days" shows from this many days before the end (the first reminder mail's). */
export const ENDS_SOON_DAYS = 30;
/**
 * After a renewal is paid the worker extends the terms, within seconds when it is idle: the list
 * looks again every 2 s for 20 s, then every 5 s up to two minutes in all.
 */
export const renewalPollDelay = (attempt: number) => (attempt < 10 ? 2000 : 5000);
export const RENEWAL_POLL_TRIES = 30;

export type TermState = Site['term'];

/** A site can be renewed once live with a term, until its name and domain are released (renewals.ts). */
export function isRenewable(site: Pick<Site, 'status' | 'paidUntil' | 'term'>): boolean {
  return site.status === 'live' && site.paidUntil !== null && site.term !== 'released';
}

/** Whole days until the end, rounded up (as the reminder mails count them); null past the end. */
export function daysLeft(paidUntil: string, now: number): number | null {
  const left = new Date(paidUntil).getTime() - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : null;
}

/** "Ends in N days": an active term ending within ENDS_SOON_DAYS; null otherwise. */
export function endsSoon(site: Pick<Site, 'paidUntil' | 'term'>, now: number): number | null {
  if (site.term !== 'active' || !site.paidUntil) return null;
  const days = daysLeft(site.paidUntil, now);
  return days !== null && days <= ENDS_SOON_DAYS ? days : null;
}

/** The line a card shows about a term that is not simply running; null for an active one. */
export function termNoteKey(term: TermState): `sites.term.${Exclude<TermState, 'active'>}` | null {
  return term === 'active' ? null : `sites.term.${term}`;
}

/**
 * The "Renew all" offers of a page of sites: for each package (order) with more than one
 * renewable site on the page, the first such site (where the button goes) → all their ids.
 */
export function renewAllGroups(sites: readonly Site[]): Map<number, number[]> {
  const byOrder = new Map<number, number[]>();
  for (const s of sites) {
    if (!isRenewable(s)) continue;
    const ids = byOrder.get(s.orderId);
    if (ids) ids.push(s.id);
    else byOrder.set(s.orderId, [s.id]);
  }
  const groups = new Map<number, number[]>();
  for (const ids of byOrder.values()) if (ids.length > 1) groups.set(ids[0]!, ids);
  return groups;
}

/** The sites' ends as the list shows them: a renewal has landed once every one has moved. */
export function termsMoved(before: ReadonlyMap<number, string | null>, sites: readonly Site[]): boolean {
  return [...before].every(([id, end]) => {
    const now = sites.find((s) => s.id === id);
    return now !== undefined && now.paidUntil !== end;
  });
}

/** A term's day as the page writes dates (medium style), without the time of day. */
export function termDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
