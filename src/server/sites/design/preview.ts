import type { Db } from '../../db/client.ts';
import { issueSiteLink, siteLinkValid } from '../siteLinkTokens.ts';

/**
 * Preview links: the operator (and whoever they send the link to) sees the draft at the
 * platform address while visitors see the published version. Unlike a console sign-in link,
 * a preview link is read many times (every page, every reload), so it lasts an hour and is
 * not spent.
 */
export const PREVIEW_LINK_MS = 60 * 60_000;

/** A new link's token (the route builds the URL: `/s/<slug>/preview/<token>/`). */
export function createPreviewToken(db: Db, siteId: number, now: Date) {
  return issueSiteLink(db, { siteId, purpose: 'preview', now, lifetimeMs: PREVIEW_LINK_MS });
}

/** True when `token` is a live preview link of this site (another site's, or a sign-in link, never is). */
export function previewAllowed(db: Db, siteId: number, token: string, now: Date): Promise<boolean> {
  return siteLinkValid(db, { siteId, purpose: 'preview', token, now });
}
