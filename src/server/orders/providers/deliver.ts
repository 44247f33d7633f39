import type { SignedEvent } from './webhook.ts';

/**
 * Sends a signed event to this platform's notify endpoint over HTTP, exactly as an outside
 * provider would. The process entry points it at its own port; tests at the app itself.
 */
export type Deliver = (provider: 'sandbox' | 'usdt', event: SignedEvent) => Promise<{ status: number }>;

export function httpDeliver(baseUrl: string): Deliver {
  return async (provider, event) => {
    const res = await fetch(`${baseUrl}/api/pay/notify/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...event.headers },
      body: event.body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
    return { status: res.status };
  };
}
