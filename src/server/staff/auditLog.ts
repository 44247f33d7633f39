import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffAudit } from '../db/schema/index.ts';

export interface AuditFilter {
  page: number;
  pageSize: number;
  staff?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const date = (v: string | undefined) => {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};
/** A filter's text taken literally (no LIKE wildcards of the user's). */
const literal = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit log, newest first, by person (e-mail), action, target and time. */
export async function listAudit(db: Db, f: AuditFilter) {
  const where: SQL[] = [];
  if (f.staff) where.push(ilike(staffAudit.staffEmail, `%${literal(f.staff)}%`));
  if (f.action) where.push(eq(staffAudit.action, f.action));
  if (f.target) where.push(ilike(staffAudit.target, `${literal(f.target)}%`));
  const from = date(f.from);
  const to = date(f.to);
  if (from) where.push(gte(staffAudit.at, from));
  if (to) where.push(lte(staffAudit.at, to));
  const cond = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(staffAudit).where(cond);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(cond)
    .orderBy(desc(staffAudit.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staff: r.staffEmail,
      role: r.role,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip,
    })),
  };
}
