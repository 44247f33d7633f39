import type { Context } from 'hono';
import { bareHost } from '../domains/resolver.ts';

/**
 * The host name the visitor asked for, lower-case, without port or trailing dot. Behind our
 * own proxy (TRUST_PROXY) the last `X-Forwarded-Host` entry, the one our proxy wrote, as
 * clientIp.ts reads X-Forwarded-For; else the `Host` header (Caddy and nginx pass it on).
 */
export function requestHost(c: Context, opts: { trustProxy: boolean }): string {
  const forwarded = opts.trustProxy ? c.req.header('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  const raw = forwarded || c.req.header('host') || '';
  // `[::1]:8080` → `[::1]`; `example.com:443` → `example.com`.
  const host = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]!;
  return bareHost(host).slice(0, 253);
}
