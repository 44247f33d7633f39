import { createHash } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffAudit } from '../db/schema/index.ts';
import type { StaffActor } from './actor.ts';

/** The hash before the first row. */
const GENESIS = '0'.repeat(64);

export interface AuditEntry {
  action: string;
  /** What was acted on: `staff:3`, `payment_event:usdt/evt_1`, `site:12`. */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

type Row = typeof staffAudit.$inferSelect;

/** JSON with every object's keys sorted: jsonb keeps its own key order, so the hash must not depend on one. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/** The row's content in a fixed order: what its hash covers (its id and hashes aside). */
function content(r: Omit<Row, 'id' | 'hash' | 'prevHash'>): string {
  return JSON.stringify([
    r.staffId,
    r.staffEmail,
    r.role,
    r.action,
    r.target,
    canonical(r.before ?? null),
    canonical(r.after ?? null),
    r.reason ?? null,
    r.ip ?? null,
    new Date(r.at).toISOString(),
  ]);
}

const chain = (prevHash: string, body: string) => createHash('sha256').update(prevHash).update(body).digest('hex');

/**
 * Appends one audit row in the caller's transaction (the one that makes the change). Appends
 * are one at a time (a transaction-scoped advisory lock), so each row names the hash of the row
 * before it.
 */
export async function appendAudit(tx: Db, actor: StaffActor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_audit'))`);
  const [last] = await tx
    .select({ hash: staffAudit.hash })
    .from(staffAudit)
    .orderBy(sql`${staffAudit.id} desc`)
    .limit(1);
  const row = {
    staffId: actor.id,
    staffEmail: actor.email,
    role: actor.role,
    action: entry.action,
    target: entry.target,
    before: (entry.before ?? null) as object | null,
    after: (entry.after ?? null) as object | null,
    reason: entry.reason ?? null,
    ip: actor.ip,
    at: now,
  };
  const prevHash = last?.hash ?? GENESIS;
  await tx.insert(staffAudit).values({ ...row, prevHash, hash: chain(prevHash, content(row)) });
}

/**
 * Walks the whole log in order: each row must name the previous row's hash and hash to its
 * own. The first row that does not is where the log was altered (or a row removed).
 */
export async function verifyAuditChain(db: Db): Promise<{ rows: number; brokenAt: number | null }> {
  let prev = GENESIS;
  let after = 0;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(staffAudit)
      .where(gt(staffAudit.id, after))
      .orderBy(asc(staffAudit.id))
      .limit(1000);
    if (!page.length) return { rows, brokenAt: null };
    for (const r of page) {
      if (r.prevHash !== prev || r.hash !== chain(r.prevHash, content(r))) return { rows, brokenAt: r.id };
      prev = r.hash;
      rows++;
    }
    after = page.at(-1)!.id;
  }
}
