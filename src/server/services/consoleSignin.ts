import { and, eq, gt, lt } from 'drizzle-orm';
import { opsSigninTokens } from '../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { openSession } from './console.ts';
import { type MerchantCtx, type ServiceCtx, withDb } from './context.ts';
import { ownSite } from './sites.ts';
import { hashToken, newToken } from './tokens.ts';

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
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SIGNIN_LINK_MS);
  // Spent links are deleted when used; expired ones are swept here, now and then being enough.
  await ctx.db.delete(opsSigninTokens).where(lt(opsSigninTokens.expiresAt, now));
  await ctx.db
    .insert(opsSigninTokens)
    .values({ siteId: site.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { url: `${site.backendUrl}/signin?token=${token}`, expiresAt: expiresAt.toISOString() };
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
    const [spent] = await tx
      .delete(opsSigninTokens)
      .where(
        and(
          eq(opsSigninTokens.tokenHash, hashToken(input.token)),
          eq(opsSigninTokens.siteId, input.siteId),
          gt(opsSigninTokens.expiresAt, ctx.now()),
        ),
      )
      .returning({ id: opsSigninTokens.id });
    return spent ? openSession(withDb(ctx, tx), input.siteId) : null;
  });
}
