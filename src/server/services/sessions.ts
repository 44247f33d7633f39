import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY = 86_400_000;
// Touching last_seen_at on every request would make every read a write.
const TOUCH_EVERY_MS = 60_000;

export function idleCutoff(now: Date, idleDays: number): Date {
  return new Date(now.getTime() - idleDays * DAY);
}

export async function createSession(
  db: Db,
  input: { userId: number; server: string; userAgent?: string | undefined; ip: string },
  now: Date,
  idleDays: number,
) {
  const token = newToken();
  const [row] = await db
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
  return { token, sessionId: row!.id, expiresAt: new Date(now.getTime() + idleDays * DAY).toISOString() };
}

/** The live session of a token, or null: unknown, revoked, or idle too long. */
export async function findSession(db: Db, token: string, now: Date, idleDays: number) {
  const [s] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, idleCutoff(now, idleDays)),
      ),
    );
  if (!s) return null;
  if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.id));
  }
  return { id: s.id, userId: s.userId };
}

export async function revokeByToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
