import { and, asc, eq, gt, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { tellTerm } from './tell.ts';
import { dueMove, dueNotice, TERM, type TermStep } from './termRules.ts';
import { moveTerm, type TermSite } from './transition.ts';

const DAY = 86_400_000;
const BATCH = 200;
/** The mail of each move the clock makes. */
const TOLD: Record<'lapse' | 'suspend' | 'release', TermStep> = {
  lapse: 'ended',
  suspend: 'suspended',
  release: 'released',
};

/**
 * The daily sweep of terms (jobs/keys.ts siteTermsJob): every site whose end is near or past is
 * moved as the clock says (active → grace → suspended → released, each through moveTerm) and
 * told what is due. Safe to run twice or on several processes at once: a move is a conditional
 * update (the second finds the site moved, and does nothing), a mail is queued once per site,
 * end and step (the outbox's key). A sweep that was away for days catches up: a site moves as
 * far as its end says, and hears the nearest reminder, not every one it missed.
 */
export async function sweepTerms(db: Db, now: Date): Promise<{ moved: number; told: number }> {
  const horizon = new Date(now.getTime() + TERM.reminderDays[0] * DAY);
  let moved = 0;
  let told = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(sites)
      .where(
        and(
          isNotNull(sites.paidUntil),
          ne(sites.termState, 'released'),
          or(lte(sites.paidUntil, horizon), ne(sites.termState, 'active')),
          gt(sites.id, after),
        ),
      )
      .orderBy(asc(sites.id))
      .limit(BATCH);
    for (const site of batch) {
      const r = await sweepOne(db, site, now);
      moved += r.moved;
      told += r.told;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  return { moved, told };
}

async function sweepOne(db: Db, site: TermSite, now: Date): Promise<{ moved: number; told: number }> {
  return db.transaction(async (tx) => {
    // Read again, locked: a renewal paid since the batch was read has moved the end.
    const [fresh] = await tx.select().from(sites).where(eq(sites.id, site.id)).for('update');
    if (!fresh) return { moved: 0, told: 0 };
    let current = fresh;
    let moved = 0;
    // At most three moves (active → grace → suspended → released) for a sweep that was away long.
    for (let i = 0; i < 3; i++) {
      const move = current.paidUntil ? dueMove(current.termState, current.paidUntil, now) : null;
      if (!move) break;
      const next = await moveTerm(tx, { siteId: current.id, move, actor: 'system', reason: `term.${move}`, now });
      if (!next) break;
      current = next;
      moved++;
      // Only the last move's mail: a site that lapsed and was suspended at once hears of the suspension.
      if (!current.paidUntil || !dueMove(current.termState, current.paidUntil, now)) {
        await tellTerm(tx, current, TOLD[move], now);
      }
    }
    if (moved) return { moved, told: 1 };
    const notice = current.paidUntil ? dueNotice(current.termState, current.paidUntil, now) : null;
    if (!notice) return { moved: 0, told: 0 };
    await tellTerm(tx, current, notice.step, now);
    return { moved: 0, told: 1 };
  });
}
