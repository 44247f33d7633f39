import { AppError } from '../../shared/errors.ts';
import { openSession } from '../sites/opsSessions.ts';
import { type MerchantCtx, type ServiceCtx, withDb } from '../core/context.ts';
import { ownSite } from '../sites/sites.ts';
import { issueSiteLink, spendSiteLink } from '../sites/siteLinkTokens.ts';

/**
 * One-time console sign-in links: the merchant opens a site's console from My sites without
 * typing its operations password (and so past any guessing that slows password logins).
 * A link is short-lived because it travels in a URL (history, a shared screen).
 */
export const SIGNIN_LINK_MS = 60_000;

/** POST /api/site/console-link: a link for one of the merchant's live sites. */
export async function createConsoleLink({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { id: number };
}): Promise<{ url: string; expiresAt: string }> {
  const site = await ownSite(ctx, input.id);
  if (site.status !== 'live' || !site.backendUrl) throw new AppError('invalid_transition', { key: 'site.notLive' });
  const { token, expiresAt } = await issueSiteLink(ctx.db, {
    siteId: site.id,
    purpose: 'signin',
    now: ctx.now(),
    lifetimeMs: SIGNIN_LINK_MS,
  });
  // The merchant's language (the storefront's, sent as Accept-Language) travels along: the
  // console opens in it, whatever the browser's own language (console/prefs.ts).
  const url = `${site.backendUrl}/signin?token=${token}&lang=${encodeURIComponent(ctx.locale)}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends a link of this site and opens a console session, or null (unknown, used, expired, or
 * another site's). The link is deleted by one conditional statement: of two tabs opening the
 * same link, one deletes the row and gets the session, the other finds nothing.
 */
export async function spendConsoleLink({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; token: string };
}): Promise<{ token: string; expiresAt: Date } | null> {
  return ctx.db.transaction(async (tx) => {
    const spent = await spendSiteLink(tx, { ...input, purpose: 'signin', now: ctx.now() });
    return spent ? openSession(withDb(ctx, tx), input.siteId) : null;
  });
}
