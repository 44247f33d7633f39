import type { Db } from '../db/client.ts';
import { FakeAggregator } from './fake/fakeAggregator.ts';
import { importCatalogue } from './import.ts';

/**
 * The fake aggregator's catalogue (revision 1) imported, for the tests' database image: every
 * test file then starts with 12,600 games instead of paying for an import of its own.
 */
export function seedGames(db: Db, now = new Date()) {
  return importCatalogue(db, new FakeAggregator(), now);
}
