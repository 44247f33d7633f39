import { ORDER_STATUS } from '~/shared/orderStatus';
import type { PaymentResults, PaymentSummary } from '~/shared/orderTypes';

/**
 * Pure logic of the Created page: which stage of payment → site → operations account →
 * live the order has reached, what the merchant can do about it, and whether to keep polling.
 */

export const STEPS = ['payment', 'site', 'account', 'live'] as const;
export type StepId = (typeof STEPS)[number];
/** `waiting`/`partial`: the order waits for the merchant to pay (all / the rest), nothing runs meanwhile. */
export type StepState = 'done' | 'current' | 'waiting' | 'partial' | 'pending' | 'failed';

/** What the page says under the progress. */
export type Outcome =
  | { kind: 'awaiting' } // open order, nothing paid yet, a payment may be on its way
  | { kind: 'partial' } // open order, part paid: pay the rest
  | { kind: 'paymentFailed'; reason: string | null }
  | { kind: 'closed'; status: 3 | 4 | 5 } // invalid, timed out, cancelled
  | { kind: 'provisioning' }
  | { kind: 'siteFailed' }
  | { kind: 'live' };

const isPaid = (r: PaymentResults) => r.status === ORDER_STATUS.purchased || r.status === ORDER_STATUS.completed;

/** The newest payment, by creation time (the API does not promise an order). */
export function latestPayment(payments: readonly PaymentSummary[]): PaymentSummary | null {
  let latest: PaymentSummary | null = null;
  for (const p of payments) if (!latest || Date.parse(p.createdAt) > Date.parse(latest.createdAt)) latest = p;
  return latest;
}

export function outcome(r: PaymentResults): Outcome {
  if (r.status === ORDER_STATUS.invalid || r.status === ORDER_STATUS.timedOut || r.status === ORDER_STATUS.cancelled)
    return { kind: 'closed', status: r.status };
  if (isPaid(r)) {
    if (r.site?.status === 'live') return { kind: 'live' };
    if (r.site?.status === 'failed') return { kind: 'siteFailed' };
    return { kind: 'provisioning' };
  }
  const last = latestPayment(r.payments);
  if (last?.status === 'failed') return { kind: 'paymentFailed', reason: last.failureReason };
  if (Number(r.paid) > 0) return { kind: 'partial' };
  return { kind: 'awaiting' };
}

/** Each step's state. A failure marks the step it stopped at; the first unfinished step is current. */
export function progress(r: PaymentResults): { id: StepId; state: StepState }[] {
  const o = outcome(r);
  const site = r.site;
  const done: Record<StepId, boolean> = {
    payment: isPaid(r),
    // The page exists once it has an address; the console once it has a back-end link.
    site: Boolean(site && (site.domain || site.status === 'live')),
    account: Boolean(site && (site.backendUrl || site.status === 'live')),
    live: site?.status === 'live',
  };
  const failed = o.kind === 'paymentFailed' || o.kind === 'closed' || o.kind === 'siteFailed';
  const idle = (o.kind === 'awaiting' || o.kind === 'partial') && !shouldPoll(r);
  // Part paid is a state of its own, even while another payment is open: nothing is "in progress".
  const stopped: StepState = failed ? 'failed' : o.kind === 'partial' ? 'partial' : idle ? 'waiting' : 'current';
  let reachedOpen = false;
  return STEPS.map((id) => {
    if (done[id]) return { id, state: 'done' as const };
    if (reachedOpen) return { id, state: 'pending' as const };
    reachedOpen = true;
    return { id, state: stopped };
  });
}

/**
 * Keep asking while something is under way: a payment that has not answered yet, or
 * provisioning. A finished, failed or closed order, or one waiting for the merchant to
 * pay, stops the polling — the page starts it again when the merchant acts.
 */
export function shouldPoll(r: PaymentResults): boolean {
  const o = outcome(r);
  if (o.kind === 'provisioning') return true;
  if (o.kind === 'awaiting' || o.kind === 'partial') return r.payments.some((p) => p.status === 'pending');
  return false;
}

/** Where a generated site or its console opens: the API gives a path on this server or a full URL. */
export function siteHref(address: string): string {
  if (/^https?:\/\//i.test(address) || address.startsWith('/')) return address;
  return `https://${address}`;
}

/** The `orderId` of the page's query, or null when there is none worth asking about. */
export function orderIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('orderId');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
