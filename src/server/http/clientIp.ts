import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for per-IP limits. `X-Forwarded-For` is believed only behind a
 * trusted proxy (TRUST_PROXY), else anyone could pick their own bucket — and then only its
 * last entry, the one our proxy appended: the entries before it are whatever the client
 * sent. The socket address is not available under `app.request` (tests), hence 'unknown'.
 */
export function clientIp(c: Context, opts: { trustProxy: boolean }): string {
  if (opts.trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
