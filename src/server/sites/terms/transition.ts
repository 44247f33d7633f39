import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteDomains, siteNames, sites, siteTermEvents, type TermState } from '../../db/schema/index.ts';
import { dueMove, stateAt } from './termRules.ts';

/**
 * The one state machine of a site's term, and its only writer:
 *
 *   active → grace → suspended → released        (the clock: lapse, suspend, release)
 *   active | grace | suspended → by the new end  (renew: a renewal paid; extend: staff)
 *
 * Every move locks the row, then makes one conditional update (`… where id = ? and term_state =
 * <from> and paid_until = <read> returning`) and writes the history row saying who and why, in
 * the caller's transaction. null when the site is not where the move starts from (another
 * process moved it first): nothing is written then.
 */
export const TERM_MOVES = {
  lapse: ['active'],
  suspend: ['grace'],
  release: ['suspended'],
  renew: ['active', 'grace', 'suspended'],
  extend: ['active', 'grace', 'suspended'],
} as const satisfies Record<string, readonly TermState[]>;

export type TermMove = keyof typeof TERM_MOVES;
export type TermActor = 'system' | 'merchant' | `staff:${number}`;
export type TermSite = typeof sites.$inferSelect;

const FIXED_TO = { lapse: 'grace', suspend: 'suspended', release: 'released' } as const;

export async function moveTerm(
  tx: Db,
  m: {
    siteId: number;
    move: TermMove;
    actor: TermActor;
    reason: string;
    now: Date;
    /** renew / extend: the new end from the current one (renewals count from the end, never from today). */
    extend?: (paidUntil: Date) => Date;
    orderId?: number;
    /** The end the caller saw: a term that moved since is not moved again (a stale tab). */
    expectEnd?: Date;
  },
): Promise<TermSite | null> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, m.siteId)).for('update');
  if (!site?.paidUntil) return null;
  if (m.expectEnd && m.expectEnd.getTime() !== site.paidUntil.getTime()) return null;
  const from = site.termState;
  if (!(TERM_MOVES[m.move] as readonly TermState[]).includes(from)) return null;
  // The clock's moves only when the end says so (a renewal paid a moment ago has moved it).
  if (m.move in FIXED_TO && dueMove(from, site.paidUntil, m.now) !== m.move) return null;
  const paidUntil = m.extend ? m.extend(site.paidUntil) : site.paidUntil;
  const to: TermState = m.move in FIXED_TO ? FIXED_TO[m.move as keyof typeof FIXED_TO] : stateAt(paidUntil, m.now);
  const released = to === 'released';
  const [moved] = await tx
    .update(sites)
    .set({
      termState: to,
      paidUntil,
      termChangedAt: m.now,
      updatedAt: m.now,
      // Released: the address is given up (the data stays, under an address nobody asks for).
      ...(released ? { slug: `released-${site.id}` } : {}),
    })
    .where(and(eq(sites.id, site.id), eq(sites.termState, from), eq(sites.paidUntil, site.paidUntil)))
    .returning();
  if (!moved) return null;
  if (released) {
    // The name and the own domains are free for anyone from now.
    await tx.delete(siteNames).where(eq(siteNames.siteId, site.id));
    await tx.delete(siteDomains).where(eq(siteDomains.siteId, site.id));
  }
  await tx.insert(siteTermEvents).values({
    siteId: site.id,
    fromState: from,
    toState: to,
    paidUntilBefore: site.paidUntil,
    paidUntilAfter: paidUntil,
    actor: m.actor,
    reason: m.reason,
    orderId: m.orderId ?? null,
    at: m.now,
  });
  return moved;
}
