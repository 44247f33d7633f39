import { and, asc, count, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites, users } from '../../db/schema/index.ts';
import { type StaffActor, staffIdOf } from '../../staff/actor.ts';
import { appendAudit } from '../../staff/audit.ts';
import { AppError } from '../../../shared/errors.ts';
import { graceEnds, releaseAt } from './termRules.ts';
import { moveTerm, type TermSite } from './transition.ts';
import { tellTerm } from './tell.ts';

const DAY = 86_400_000;

const rowOf = (s: TermSite, u: { account: string; email: string }) => ({
  siteId: s.id,
  siteName: s.siteName,
  userId: s.userId,
  account: u.account,
  email: u.email,
  paidUntil: s.paidUntil!.toISOString(),
  term: s.termState,
  suspendsOn: graceEnds(s.paidUntil!).toISOString(),
  releasesOn: releaseAt(s.paidUntil!).toISOString(),
});

/** Sites whose term ends within `days` or has ended (not released), soonest end first. */
export async function termsEnding(db: Db, q: { days: number; page: number; pageSize: number }, now: Date) {
  const where = and(
    isNotNull(sites.paidUntil),
    ne(sites.termState, 'released'),
    or(lte(sites.paidUntil, new Date(now.getTime() + q.days * DAY)), ne(sites.termState, 'active')),
  );
  const rows = await db
    .select({ site: sites, account: users.account, email: users.email })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(where)
    .orderBy(asc(sites.paidUntil), asc(sites.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [n] = await db.select({ n: count() }).from(sites).where(where);
  return { list: rows.map((r) => rowOf(r.site, r)), total: Number(n?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/**
 * Staff extends a term by whole days, with a reason: the end moves on from the current one and
 * the state follows it (a suspended site whose new end is ahead is online again at once). One
 * audit row, one term event; the merchant is told like a renewal.
 */
export async function extendTerm(
  db: Db,
  actor: StaffActor,
  input: { siteId: number; days: number; reason: string; paidUntil?: string | undefined },
  now: Date,
) {
  const staffId = staffIdOf(actor);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sites).where(eq(sites.id, input.siteId));
    if (!before?.paidUntil) throw new AppError('not_found');
    // Extended (or renewed) since this person looked: a second click in an old tab adds nothing.
    if (input.paidUntil && Date.parse(input.paidUntil) !== before.paidUntil.getTime()) {
      throw new AppError('conflict', { key: 'staff.error.termMoved' });
    }
    const moved = await moveTerm(tx, {
      siteId: input.siteId,
      move: 'extend',
      actor: `staff:${staffId}`,
      reason: input.reason,
      now,
      extend: (end) => new Date(end.getTime() + input.days * DAY),
      ...(input.paidUntil ? { expectEnd: before.paidUntil } : {}),
    });
    if (!moved) throw new AppError('invalid_transition', { key: 'staff.error.termMoved' });
    await tellTerm(tx, moved, 'renewed', now);
    await appendAudit(
      tx,
      actor,
      {
        action: 'site.extendTerm',
        target: `site:${moved.id}`,
        before: { paidUntil: before.paidUntil.toISOString(), term: before.termState },
        after: { paidUntil: moved.paidUntil!.toISOString(), term: moved.termState, days: input.days },
        reason: input.reason,
      },
      now,
    );
    const [u] = await tx
      .select({ account: users.account, email: users.email })
      .from(users)
      .where(eq(users.id, moved.userId));
    return rowOf(moved, u!);
  });
}
