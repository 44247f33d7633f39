import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import type { StaffRole } from './roles.ts';

/** A session ends this long after it began, whatever happens. */
export const STAFF_SESSION_MS = 12 * 3600_000;
/** …or after this long unused. */
export const STAFF_IDLE_MS = 30 * 60_000;
/** A sign-in whose password was right waits this long for its second factor. */
export const PENDING_MS = 5 * 60_000;
/** Last use is written at most this often (every request would be a write). */
const TOUCH_MS = 60_000;

export const STAFF_COOKIE = 'staff_session';

/** Opens a pending sign-in or a session; answers its token (only the hash is kept). */
export async function openStaffSession(
  db: Db,
  s: { staffId: number; kind: 'pending' | 'session'; ip: string | null; now: Date },
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: s.staffId,
      tokenHash: hashToken(token),
      kind: s.kind,
      ip: s.ip,
      createdAt: s.now,
      lastSeenAt: s.now,
    })
    .returning({ id: staffSessions.id });
  return { id: row!.id, token };
}

export interface LiveStaffSession {
  id: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The live session or pending sign-in of a token: not revoked, within its absolute and idle
 * limits, its person active. A session's last use is moved forward (at most once a minute).
 */
export async function findStaffSession(
  db: Db,
  token: string,
  kind: 'pending' | 'session',
  now: Date,
): Promise<LiveStaffSession | null> {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      email: staff.email,
      name: staff.name,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staffSessions.kind, kind),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return null;
  const age = now.getTime() - row.createdAt.getTime();
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (kind === 'pending' ? age > PENDING_MS : age > STAFF_SESSION_MS || idle > STAFF_IDLE_MS) return null;
  if (kind === 'session' && idle > TOUCH_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.id));
  }
  return { id: row.id, staffId: row.staffId, email: row.email, name: row.name, role: row.role as StaffRole };
}

/** Ends one pending sign-in or session (once). */
export async function endStaffSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of a person; answers how many. */
export async function endSessionsOf(db: Db, staffId: number, now: Date): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.createdAt, sql`${new Date(now.getTime() - STAFF_SESSION_MS).toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}
