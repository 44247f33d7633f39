import type { DepositStart, PaymentStart } from '~/shared/orderTypes';

/**
 * Pure logic of the USDT address screen (spec §9): what the merchant pays into, for how
 * long, and which test-mode transfer simulates it. Nothing here touches storage: the
 * address changes regularly and lives only in memory while the screen is open.
 */

/** A payment of an order or a settlement top-up: the two things a USDT address is issued for. */
export type UsdtStart = PaymentStart | DepositStart;

/** What POST /api/pay/simulate takes to pretend the transfer arrived. */
export type SimulateTarget = { paymentId: string } | { depositId: number };

export function isDeposit(start: UsdtStart): start is DepositStart {
  return 'depositId' in start;
}

export function simulateTarget(start: UsdtStart): SimulateTarget {
  return isDeposit(start) ? { depositId: start.depositId } : { paymentId: start.paymentId };
}

/** USDT counts 1:1 with USD (api.md): the merchant always sends USDT. */
export const USDT = 'USDT';

export interface Remaining {
  expired: boolean;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `expiresAt`, rounded up to whole seconds so "0:00" means expired. */
export function remaining(expiresAt: string, now: number): Remaining {
  const end = Date.parse(expiresAt);
  const left = Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : 0;
  return {
    expired: left === 0,
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** "29:59" or "1:05:09" in the locale's digits. */
export function formatClock(r: Remaining, lang: string): string {
  const two = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(lang, { useGrouping: false });
  const parts = r.hours > 0 ? [one.format(r.hours), two.format(r.minutes)] : [one.format(r.minutes)];
  return [...parts, two.format(r.seconds)].join(':');
}

/** A spoken form for screen readers ("29 minutes, 59 seconds"), via Intl unit formatting. */
export function spokenDuration(r: Remaining, lang: string): string {
  const unit = (value: number, u: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  const parts = [
    ...(r.hours > 0 ? [unit(r.hours, 'hour')] : []),
    ...(r.hours > 0 || r.minutes > 0 ? [unit(r.minutes, 'minute')] : []),
    unit(r.seconds, 'second'),
  ];
  return new Intl.ListFormat(lang, { style: 'long', type: 'unit' }).format(parts);
}
