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

/**
 * Mail delivery (mail/deliver.ts) follows a written schedule instead: a receiving server that
 * answers "try later" usually means minutes, an outage of ours hours. The wait after failed
 * attempt n is entry n (the last entry repeats), each ±RETRY_JITTER:
 *
 *   after attempt   1    2     3     4     5     6     7
 *   wait           1 m  5 m  30 m   2 h  12 h  12 h  12 h
 *
 * 8 attempts span 1 m + 5 m + 30 m + 2 h + 3 × 12 h ≈ 38.6 h (at least 30.9 h with jitter: over
 * a day); the 8th failure is final and the message is held for a person (mail status `held`).
 */
export const MAIL_RETRY_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const MAIL_MAX_ATTEMPTS = 8;

/** The wait after failed attempt `attempt` (1-based) of a written schedule; the last entry repeats. */
export function scheduledDelayMs(
  schedule: readonly number[],
  attempt: number,
  random: () => number = Math.random,
): number {
  const base = schedule[Math.min(Math.max(attempt, 1), schedule.length) - 1]!;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
