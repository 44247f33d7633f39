// What the bench suites share: a JSON client of the real API and a percentile.
import { randomUUID } from 'node:crypto';

/**
 * Calls the API as a client would (a fresh Idempotency-Key on every call) and returns the
 * envelope's `data`; anything but a 2xx with code 0 throws with the answer.
 */
export function apiClient(base: string) {
  return async function api(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<any> {
    const r = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await r.json()) as { code: number; data: unknown };
    if (!r.ok || json.code !== 0)
      throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(json).slice(0, 120)}`);
    return json.data;
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The p-th percentile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
