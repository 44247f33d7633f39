import { parseMoney } from '~/shared/money';
import type { MessageKey } from '~/shared/messageKey';
import type { WithdrawAddress, WithdrawQuote, WithdrawStatus } from './types';

/** Pure logic of the merchant's withdrawals: wording, what can be chosen, and the server's amount rules. */

export const WITHDRAW_PAGE_SIZE = 10;
export const NETWORKS = ['TRC20', 'ERC20'] as const;

/** i18n key of a status in the merchant's words. */
export const statusKey = (s: WithdrawStatus): MessageKey => `settlement.withdraw.status.${s}` as MessageKey;

/** Statuses that end a withdrawal with the money back in the available balance. */
export const RELEASED: ReadonlySet<WithdrawStatus> = new Set(['cancelled', 'rejected', 'failed']);

/** The address book's state of an address, as it shows now (a cooling-off may just have ended). */
export function addressState(a: WithdrawAddress, now: number): WithdrawAddress['state'] {
  if (a.state === 'cooling' && a.usableFrom && Date.parse(a.usableFrom) <= now) return 'usable';
  return a.state;
}

/** The soonest moment a cooling-off ends, or null: the book is read again then. */
export function nextUsable(list: WithdrawAddress[], now: number): number | null {
  const ends = list
    .filter((a) => a.state === 'cooling' && a.usableFrom)
    .map((a) => Date.parse(a.usableFrom!))
    .filter((t) => t > now);
  return ends.length ? Math.min(...ends) : null;
}

/** A long address with its middle left out ("TQn9Y2…Wd8xZ"), for a choice list; the full one is shown elsewhere. */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

export type AmountProblem =
  | { key: 'withdraw.error.amountInvalid' }
  | { key: 'withdraw.error.amountMin'; vars: { min: string } }
  | { key: 'withdraw.error.overAvailable'; vars: { total: string; available: string } }
  | { key: 'withdraw.error.overDaily'; vars: { left: string } }
  | { key: 'withdraw.error.overWeekly'; vars: { left: string } };

const minorToText = (m: number) => `${Math.trunc(m / 100)}.${String(Math.abs(m) % 100).padStart(2, '0')}`;

/**
 * The amount checked as the server checks a request (request.ts), in the same order and words:
 * the format, the minimum, the daily and weekly limits, then the available balance with the fee.
 * Null when it passes; the server still decides (another tab may have spent the balance).
 */
export function amountProblem(amount: string, fee: string, q: WithdrawQuote): AmountProblem | null {
  const a = /^\d{1,13}(\.\d{1,2})?$/.test(amount) ? parseMoney(amount) : null;
  if (a === null || a <= 0) return { key: 'withdraw.error.amountInvalid' };
  const m = (s: string) => parseMoney(s) ?? 0;
  if (a < m(q.limits.minimum)) return { key: 'withdraw.error.amountMin', vars: { min: q.limits.minimum } };
  const dayLeft = Math.max(0, m(q.limits.daily) - m(q.usedToday));
  if (a > dayLeft) return { key: 'withdraw.error.overDaily', vars: { left: minorToText(dayLeft) } };
  const weekLeft = Math.max(0, m(q.limits.weekly) - m(q.usedThisWeek));
  if (a > weekLeft) return { key: 'withdraw.error.overWeekly', vars: { left: minorToText(weekLeft) } };
  if (a + m(fee) > m(q.available)) {
    return { key: 'withdraw.error.overAvailable', vars: { total: minorToText(a + m(fee)), available: q.available } };
  }
  return null;
}
