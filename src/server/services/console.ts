import { and, eq, isNull } from 'drizzle-orm';
import { opsSessions } from '../db/schema/index.ts';
import type { ServiceCtx } from './context.ts';

// (Lead: placeholder with the one export the sites service needs; the console engineer owns this file.)

/** Ends every console session of a site (after the merchant resets its operations password). */
export async function revokeOpsSessions({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number } }): Promise<void> {
  await ctx.db
    .update(opsSessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(opsSessions.siteId, input.siteId), isNull(opsSessions.revokedAt)));
}
