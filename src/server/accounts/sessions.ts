import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import type { ServiceCtx } from '../core/context.ts';
import { hashToken, newToken } from './tokens.ts';
import { lookupSession } from './sessionLookup.ts';

const DAY = 86_400_000;
// Touching last_seen_at on every request would make every read a write.
const TOUCH_EVERY_MS = 60_000;

/** Sessions end after `idleDays` without a request (SESSION_IDLE_DAYS). */
export interface SessionCtx extends ServiceCtx {
  idleDays: number;
}

export function idleCutoff(now: Date, idleDays: number): Date {
  return new Date(now.getTime() - idleDays * DAY);
}

/** Opens a session; only the token's hash is stored, the token goes to the caller once. */
export async function createSession({
  ctx,
  input,
}: {
  ctx: SessionCtx;
  input: { userId: number; server: string; userAgent?: string | undefined; ip: string };
}) {
  const now = ctx.now();
  const token = newToken();
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      server: input.server,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip,
      createdAt: now,
      lastSeenAt: now,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt: new Date(now.getTime() + ctx.idleDays * DAY).toISOString() };
}

/**
 * The live session of a token, or null: unknown, revoked, or idle too long. Read from the
 * database on every request (sessionLookup.ts: coalesced, never cached), so a logout on any
 * process holds here from the moment it answered. Using a session moves its idle clock on (at
 * most once a minute).
 */
export async function findSession({ ctx, input }: { ctx: SessionCtx; input: { token: string } }) {
  const now = ctx.now();
  const s = await lookupSession(ctx.db, hashToken(input.token));
  if (!s || s.lastSeenAt.getTime() <= idleCutoff(now, ctx.idleDays).getTime()) return null;
  if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.id));
  }
  return { id: s.id, userId: s.userId };
}

/** Ends the session of a token; a dead or unknown token is not an error. */
export async function revokeByToken({ ctx, input }: { ctx: ServiceCtx; input: { token: string } }): Promise<void> {
  // Committed before logout answers: the next lookup on any process starts after, and sees it.
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.tokenHash, hashToken(input.token)), isNull(sessions.revokedAt)));
}
