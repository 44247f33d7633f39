/** The console's Terms screen (issue 30): its shapes (from the API's declarations) and pure rules. */
import type { AnswerOf } from '~/shared/api/client';
import { asciiDigits } from '~/shared/localeAmount';
import { ADMIN_ROLE } from './staff';
import type { StaffRole } from './types';

export type TermRow = AnswerOf<'/api/staff/terms', 'get'>['list'][number];
export type TermState = TermRow['term'];

/** The windows the filter offers, in days; the API's own default is 30. */
export const termWindows = [7, 30, 90] as const;
export type TermWindow = (typeof termWindows)[number];
export const DEFAULT_WINDOW: TermWindow = 30;
export const TERMS_PAGE_SIZE = 20;
/** The days one extension may add (src/shared/schemas/staff.ts termExtendInput). */
export const EXTEND_MAX_DAYS = 730;
const DAY = 86_400_000;

/** The window the address asks for (`?days=90`); anything else is the default. */
export function windowFromSearch(search: string): TermWindow {
  const n = Number(new URLSearchParams(search).get('days'));
  return (termWindows as readonly number[]).includes(n) ? (n as TermWindow) : DEFAULT_WINDOW;
}

/** Support extends terms (src/server/staff/termRoutes.ts); finance only reads them; the administrator may do both. */
export const mayExtend = (role: StaffRole) => role === ADMIN_ROLE || role === 'support';

/**
 * Days typed in the extend dialog: whole days from 1 to 730, in the digits of any keyboard the
 * console's languages use ("٣٠", "৩০"), spaces around ignored; anything else is null.
 */
export function parseDays(text: string): number | null {
  const ascii = asciiDigits(text.trim());
  if (!/^\d{1,4}$/.test(ascii)) return null;
  const n = Number(ascii);
  return n >= 1 && n <= EXTEND_MAX_DAYS ? n : null;
}

/** The end an extension of `days` gives: counted on from the current end, as the server does. */
export const extendedEnd = (paidUntil: string, days: number) => new Date(Date.parse(paidUntil) + days * DAY);

/** The day a term's state moves next: grace goes offline on `suspendsOn`, offline is released on `releasesOn`. */
export function nextDateOf(row: Pick<TermRow, 'term' | 'suspendsOn' | 'releasesOn'>): string | null {
  if (row.term === 'grace') return row.suspendsOn;
  if (row.term === 'suspended') return row.releasesOn;
  return null;
}
