import type { Resolver } from './resolver.ts';

/**
 * DNS held in memory, records as a test states them, and how many lookups were asked. The API
 * tests inject it (tests/support/fakeResolver.ts); the browser tests' server uses it only with
 * FAKE_DNS, which platform/env.ts refuses outside NODE_ENV=test, so no real installation can have it.
 */
export interface ZoneResolver extends Resolver {
  set(name: string, records: { txt?: string[]; cname?: string[] }): void;
  clear(name: string): void;
  lookups: number;
}

export function zoneResolver(): ZoneResolver {
  const zone = new Map<string, { txt?: string[]; cname?: string[] }>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const r: ZoneResolver = {
    lookups: 0,
    async resolveTxt(name) {
      r.lookups++;
      return zone.get(key(name))?.txt ?? [];
    },
    async resolveCname(name) {
      r.lookups++;
      return zone.get(key(name))?.cname ?? [];
    },
    set: (name, records) => void zone.set(key(name), { ...zone.get(key(name)), ...records }),
    clear: (name) => void zone.delete(key(name)),
  };
  return r;
}
