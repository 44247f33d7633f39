import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SiteLinkPurpose, siteLinkTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';

/**
 * Links to a site that travel in a URL (a console sign-in, a draft preview): only the hash is
 * stored, bound to one site and one purpose, so a token never opens another site or another
 * door. Each purpose says how long its links live; spending is one conditional delete.
 */
interface Link {
  siteId: number;
  purpose: SiteLinkPurpose;
}

/** A new link's token and when it expires. Expired links (any purpose) are swept here, now and then being enough. */
export async function issueSiteLink(
  db: Db,
  link: Link & { now: Date; lifetimeMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(link.now.getTime() + link.lifetimeMs);
  await db.delete(siteLinkTokens).where(lt(siteLinkTokens.expiresAt, link.now));
  await db.insert(siteLinkTokens).values({
    siteId: link.siteId,
    purpose: link.purpose,
    tokenHash: hashToken(token),
    createdAt: link.now,
    expiresAt,
  });
  return { token, expiresAt };
}

const live = (link: Link & { token: string; now: Date }) =>
  and(
    eq(siteLinkTokens.tokenHash, hashToken(link.token)),
    eq(siteLinkTokens.siteId, link.siteId),
    eq(siteLinkTokens.purpose, link.purpose),
    gt(siteLinkTokens.expiresAt, link.now),
  );

/** True when `token` is a live link of this site and purpose; it stays usable. */
export async function siteLinkValid(db: Db, link: Link & { token: string; now: Date }): Promise<boolean> {
  const [row] = await db.select({ id: siteLinkTokens.id }).from(siteLinkTokens).where(live(link));
  return Boolean(row);
}

/** Uses a link up: true for the one caller whose delete took the row (of two tabs, one). */
export async function spendSiteLink(db: Db, link: Link & { token: string; now: Date }): Promise<boolean> {
  const spent = await db.delete(siteLinkTokens).where(live(link)).returning({ id: siteLinkTokens.id });
  return spent.length > 0;
}
