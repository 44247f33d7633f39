import type { Db } from '../db/client.ts';
import type { Logger } from '../platform/logger.ts';
import type { Aggregator } from './aggregator.ts';
import { FakeAggregator } from './fake/fakeAggregator.ts';
import { importCatalogue } from './import.ts';

/** The import job (jobs/keys.ts `gamesImportJob`): one run, its counts in the log. */
export async function runCatalogueImport(deps: {
  db: Db;
  now: () => Date;
  log: Logger;
  games?: Aggregator | undefined;
}) {
  const counts = await importCatalogue(deps.db, deps.games ?? new FakeAggregator(), deps.now());
  deps.log.info(counts, 'game catalogue imported');
  return counts;
}
