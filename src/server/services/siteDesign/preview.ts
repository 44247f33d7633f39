import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePreviewTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../tokens.ts';

/**
 * Preview links: the operator (and whoever they send the link to) sees the draft at the
 * platform address while visitors see the published version. Like console sign-in links,
 * only the hash is stored; unlike them a preview link is read many times (every page, every
 * reload), so it lasts an hour and is not spent.
 */
export const PREVIEW_LINK_MS = 60 * 60_000;

/** A new link's token (the route builds the URL: `/s/<slug>/preview/<token>/`). */
export async function createPreviewToken(db: Db, siteId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_MS);
  await db.delete(sitePreviewTokens).where(lt(sitePreviewTokens.expiresAt, now));
  await db.insert(sitePreviewTokens).values({ siteId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** True when `token` is a live preview link of this site (another site's never is). */
export async function previewAllowed(db: Db, siteId: number, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sitePreviewTokens.id })
    .from(sitePreviewTokens)
    .where(
      and(
        eq(sitePreviewTokens.tokenHash, hashToken(token)),
        eq(sitePreviewTokens.siteId, siteId),
        gt(sitePreviewTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}
