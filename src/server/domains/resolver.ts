import { Resolver as DnsResolver } from 'node:dns/promises';

/**
 * The DNS lookups an own-domain check needs. Production asks the system's resolvers
 * (`dnsResolver`); tests inject a fake through Deps. Every failure — no such name, no
 * record of that type, a timeout, a refused server — is "not found yet" (an empty list):
 * the operator may simply not have created the record, and the next check tries again.
 */
export interface Resolver {
  /** The TXT records of `name`, each joined from its chunks. */
  resolveTxt(name: string): Promise<string[]>;
  /** The CNAME targets of `name`, lower-case, without the trailing dot. */
  resolveCname(name: string): Promise<string[]>;
}

export function dnsResolver(opts: { timeoutMs?: number; tries?: number } = {}): Resolver {
  // One Resolver per lookup: `cancel()` on timeout must not cut another check's queries short.
  const make = () => new DnsResolver({ timeout: opts.timeoutMs ?? 3_000, tries: opts.tries ?? 2 });
  const quiet = async <T>(lookup: (r: DnsResolver) => Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup(make());
    } catch {
      return [];
    }
  };
  return {
    resolveTxt: (name) => quiet(async (r) => (await r.resolveTxt(name)).map((chunks) => chunks.join(''))),
    resolveCname: (name) => quiet(async (r) => (await r.resolveCname(name)).map(bareHost)),
  };
}

/** `Example.COM.` → `example.com`: how names compare. */
export const bareHost = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
