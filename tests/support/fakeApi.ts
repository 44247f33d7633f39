import { vi } from 'vitest';

// The API at the fetch boundary for component tests: each path answers its queued replies in turn.
export type Reply = { status?: number; body: unknown } | 'network';
/** Stubs fetch; answers the calls it saw. */
export function fakeApi(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      const headers = new Headers(init?.headers);
      calls.push({
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        key: headers.get('idempotency-key'),
      });
      const queue = routes[url.pathname] ?? [];
      const reply = queue.length > 1 ? queue.shift()! : queue[0];
      if (!reply) return new Response('not found', { status: 404 });
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
export const ok = (data: unknown) => ({ body: { code: 0, msg: 'ok', data } });
export const fail = (status: number, error: string, msg: string) => ({
  status,
  body: { code: 1, msg, error, data: null },
});
