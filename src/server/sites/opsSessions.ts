import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { opsSessions, type sites } from '../db/schema/index.ts';
import type { ServiceCtx } from '../core/context.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';

/**
 * The sessions of a site's operations account. They belong to the site, not to the console
 * screens: resetting the operations password from My sites ends them too.
 */
export type SiteRow = typeof sites.$inferSelect;

export const OPS_SESSION_MS = 12 * 3_600_000;

/** A new console session of a site: after a password login or a one-time sign-in link. */
export async function openSession(ctx: ServiceCtx, siteId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + OPS_SESSION_MS);
  await ctx.db.insert(opsSessions).values({ siteId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live console session of a token for this site, or null (unknown, revoked, expired, other site). */
export async function findOpsSession({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number; token: string } }) {
  const [row] = await ctx.db
    .select({ id: opsSessions.id })
    .from(opsSessions)
    .where(
      and(
        eq(opsSessions.tokenHash, hashToken(input.token)),
        eq(opsSessions.siteId, input.siteId),
        isNull(opsSessions.revokedAt),
        gt(opsSessions.expiresAt, ctx.now()),
      ),
    );
  return row ?? null;
}

/** Ends one console session; a dead or unknown token is not an error. */
export async function opsLogout({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number; token: string } }) {
  await ctx.db
    .update(opsSessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(opsSessions.tokenHash, hashToken(input.token)),
        eq(opsSessions.siteId, input.siteId),
        isNull(opsSessions.revokedAt),
      ),
    );
}

/**
 * Ends the console sessions of a site: all of them (the merchant reset the operations
 * password from My sites), or all but the one that changed the password.
 */
export async function revokeOpsSessions({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; exceptSessionId?: number };
}): Promise<void> {
  const except = input.exceptSessionId;
  await ctx.db
    .update(opsSessions)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(opsSessions.siteId, input.siteId),
        isNull(opsSessions.revokedAt),
        except === undefined ? undefined : ne(opsSessions.id, except),
      ),
    );
}
