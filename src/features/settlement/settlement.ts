import { parseMoney } from '~/shared/money';
import type { LedgerLine } from '~/shared/orderTypes';
import { underHome } from '~/shared/paths';

/** Pure logic of Settlement: ledger wording, links, and how long to wait for a top-up to land. */

export const HISTORY_PAGE_SIZE = 10;
/** After a (simulated) transfer the balance is read again this often, this many times. */
export const BALANCE_POLL_MS = 1000;
export const BALANCE_POLL_TRIES = 15;
/** While a top-up is open, the balance and pending figures are read again this often. */
export const OPEN_POLL_MS = 5000;

const KNOWN_REASONS = new Set(['surplus', 'late', 'closed', 'fractions', 'unmatched_review']);

/** i18n key of a ledger line's kind. */
export function kindKey(line: Pick<LedgerLine, 'kind'>): string {
  return `settlement.kind.${line.kind}`;
}

/** i18n key of why a credit happened; null when there is no reason to give. */
export function reasonKey(line: Pick<LedgerLine, 'kind' | 'reason'>): string | null {
  if (line.kind !== 'credit' || !line.reason || !KNOWN_REASONS.has(line.reason)) return null;
  return `settlement.reason.${line.reason}`;
}

/** Money in (`in`) or out (`out`): a ledger amount is signed. */
export function direction(amount: string): 'in' | 'out' {
  return (parseMoney(amount) ?? 0) < 0 ? 'out' : 'in';
}

/** The order a ledger line belongs to, in My orders. */
export function orderHref(home: string, orderId: number): string {
  return underHome(home, `my-order?orderId=${orderId}`);
}

/** Whether the balance went up between two readings (decimal strings, compared in minor units). */
export function balanceRose(before: string, after: string): boolean {
  const a = parseMoney(before);
  const b = parseMoney(after);
  return a !== null && b !== null && b > a;
}
