import { type ZoneResolver, zoneResolver } from '../../src/server/domains/zoneResolver.ts';

/** DNS as a test states it: records by name, and how many lookups were asked. */
export type FakeResolver = ZoneResolver;
export const fakeResolver = zoneResolver;
