import type { TermState } from '../../db/schema/index.ts';

/**
 * A site's term, as pure rules (no database): a site runs for its package's months from the day
 * it went live; renewals extend from the current end (never from today). After the end it is in
 * grace (still served, the operator told in the console), then suspended (503, nothing deleted),
 * then released (name and domain freed, data kept).
 */
export const TERM = {
  graceDays: 14,
  /** Suspended this long, the name and domain are released. */
  suspendedDays: 180,
  /** Reminders before the end, in days; "on the day" is the move to grace itself. */
  reminderDays: [30, 7, 1] as const,
  /** Warnings before the release, in days. */
  releaseWarningDays: [30, 7] as const,
} as const;

const DAY = 86_400_000;

/** `months` calendar months after `from` (UTC); a day the month lacks is its last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const graceEnds = (paidUntil: Date) => new Date(paidUntil.getTime() + TERM.graceDays * DAY);
export const releaseAt = (paidUntil: Date) => new Date(graceEnds(paidUntil).getTime() + TERM.suspendedDays * DAY);

/** Where a term stands at `now` by its end alone (a renewal never brings back a released site). */
export function stateAt(paidUntil: Date, now: Date): Exclude<TermState, 'released'> {
  if (now < paidUntil) return 'active';
  if (now < graceEnds(paidUntil)) return 'grace';
  return 'suspended';
}

/** The next move the clock asks of a site, if any. */
export function dueMove(state: TermState, paidUntil: Date, now: Date): 'lapse' | 'suspend' | 'release' | null {
  if (state === 'active' && now >= paidUntil) return 'lapse';
  if (state === 'grace' && now >= graceEnds(paidUntil)) return 'suspend';
  if (state === 'suspended' && now >= releaseAt(paidUntil)) return 'release';
  return null;
}

/**
 * The mail the clock asks for now, if any: the nearest reminder before the end (a job that was
 * away sends the nearest, not all it missed), or the nearest warning before the release.
 */
export function dueNotice(state: TermState, paidUntil: Date, now: Date): { step: TermStep } | null {
  if (state === 'active') {
    const left = paidUntil.getTime() - now.getTime();
    const due = TERM.reminderDays.filter((d) => left <= d * DAY);
    const nearest = due.at(-1);
    return left > 0 && nearest !== undefined ? { step: `d${nearest}` } : null;
  }
  if (state === 'suspended') {
    const left = releaseAt(paidUntil).getTime() - now.getTime();
    const nearest = TERM.releaseWarningDays.filter((d) => left <= d * DAY).at(-1);
    return left > 0 && nearest !== undefined ? { step: `release${nearest}` } : null;
  }
  return null;
}

/** What a term mail says: a reminder, the end (grace), the suspension, a release warning, the release, a renewal. */
export type TermStep =
  | `d${(typeof TERM.reminderDays)[number]}`
  | 'ended'
  | 'suspended'
  | `release${(typeof TERM.releaseWarningDays)[number]}`
  | 'released'
  | 'renewed';

/** Whole days from `now` to `at`, rounded up (a reminder says "in 7 days" on the 7th day before). */
export const daysUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / DAY));
