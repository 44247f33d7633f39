import type { Resolver } from '../../src/server/domains/resolver.ts';

/** DNS as a test states it: records by name, and how many lookups were asked. */
export interface FakeResolver extends Resolver {
  set(name: string, records: { txt?: string[]; cname?: string[] }): void;
  clear(name: string): void;
  lookups: number;
}

export function fakeResolver(): FakeResolver {
  const zone = new Map<string, { txt?: string[]; cname?: string[] }>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const r: FakeResolver = {
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
