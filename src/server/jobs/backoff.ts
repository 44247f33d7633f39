/**
 * When a failed job runs again. A hosting target that is down for an hour must not park a
 * paid order, so the waits grow over hours, not seconds:
 *
 *   after attempt   1    2    3    4    5     6     7     8 … 30
 *   wait           30 s  1 m  2 m  4 m  8 m  16 m  32 m  1 h each
 *
 * each ±20 % at random (jitter), so jobs that failed together — one outage — do not all come
 * back in the same second. 31 attempts span about a day (63.5 min + 23 × 1 h ≈ 24 h); the 31st
 * failure is final and the site shows `failed` with Retry.
 */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
export const RETRY_JITTER = 0.2;
export const PROVISION_MAX_ATTEMPTS = 31;

/** The wait after failed attempt number `attempt` (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(attempt - 1, 20)), RETRY_CAP_MS);
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
