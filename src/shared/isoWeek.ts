/**
 * ISO weeks in UTC (`2026-W05`): Monday 00:00 to the next Monday 00:00, week 1 the one holding
 * 4 January. The affiliate statements' period, on the server and in the console.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const PATTERN = /^(\d{4})-W(\d{2})$/;

export interface IsoWeek {
  /** `2026-W05` */
  week: string;
  /** Monday 00:00 UTC, inclusive. */
  from: Date;
  /** The next Monday 00:00 UTC, exclusive. */
  to: Date;
}

/** The Monday 00:00 UTC of ISO week 1 of `year`. */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
}

/** The ISO week holding an instant. */
export function weekOf(at: Date): IsoWeek {
  const monday = Math.floor(at.getTime() / DAY) * DAY - ((at.getUTCDay() + 6) % 7) * DAY;
  // The week's Thursday decides its year.
  const year = new Date(monday + 3 * DAY).getUTCFullYear();
  const n = Math.round((monday - firstMonday(year)) / WEEK) + 1;
  return { week: `${year}-W${String(n).padStart(2, '0')}`, from: new Date(monday), to: new Date(monday + WEEK) };
}

/** `2026-W05` as its two instants, or null when it is not a week that exists (W00, W54, W53 of a 52-week year). */
export function parseWeek(text: string): IsoWeek | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  if (year < 2000 || n < 1 || n > 53) return null;
  const from = firstMonday(year) + (n - 1) * WEEK;
  const week = weekOf(new Date(from));
  return week.week === `${m[1]}-W${m[2]}` ? week : null;
}

/** The week's Monday as a calendar day (`2026-01-26`), as the database keeps it. */
export const mondayOf = (w: IsoWeek) => w.from.toISOString().slice(0, 10);

/** `count` weeks back from the one holding `now`, newest first. */
export function recentWeeks(now: Date, count: number): IsoWeek[] {
  const current = weekOf(now);
  return Array.from({ length: count }, (_, i) => weekOf(new Date(current.from.getTime() - i * WEEK)));
}
