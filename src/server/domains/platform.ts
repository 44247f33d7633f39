import { isIP } from 'node:net';
import type { Env } from '../platform/env.ts';

const hostOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
};

/**
 * The host operators point their domains' CNAME at: SITE_CNAME_TARGET, else the host of the
 * sites' base address, else of the public address (`localhost` on a bare `npm start`).
 */
export function cnameTarget(env: Pick<Env, 'SITE_CNAME_TARGET' | 'SITES_BASE_URL' | 'PUBLIC_URL'>): string {
  const target = env.SITE_CNAME_TARGET ?? hostOf(env.SITES_BASE_URL) ?? hostOf(env.PUBLIC_URL) ?? 'localhost';
  return target.toLowerCase().replace(/\.$/, '');
}

/** The platform's own names: no operator may claim them, nor a name under them. */
export function platformHosts(env: Pick<Env, 'SITE_CNAME_TARGET' | 'SITES_BASE_URL' | 'PUBLIC_URL'>): string[] {
  const named = [cnameTarget(env), hostOf(env.SITES_BASE_URL), hostOf(env.PUBLIC_URL), 'localhost'];
  return [...new Set(named.filter((h): h is string => Boolean(h) && !isIP(h ?? '')))];
}

/** True for a platform name or a name under one (`x.sites.example.com`). */
export function isPlatformHost(host: string, platform: readonly string[]): boolean {
  return platform.some((p) => host === p || host.endsWith(`.${p}`));
}

/** The base of generated sites' addresses (`<base>/<slug>/`): SITES_BASE_URL, else this server's `/s`. */
export function sitesBaseUrl(env: Pick<Env, 'SITES_BASE_URL' | 'PUBLIC_URL' | 'PORT'>): string {
  return env.SITES_BASE_URL ?? `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}/s`;
}
