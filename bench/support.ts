// What the bench suites share: a JSON client of the real API and a percentile.
import { randomUUID } from 'node:crypto';
import { fetchClient } from '../src/shared/api/fetchClient.ts';

/**
 * The typed client of the real API (src/shared/api), as a client calls it: a fresh
 * Idempotency-Key on every call. A call answers the envelope's `data`; anything else throws.
 */
export function apiClient(base: string) {
  return fetchClient({ base, headers: () => ({ 'idempotency-key': randomUUID() }) });
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The p-th percentile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
