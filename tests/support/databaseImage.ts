import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { seedGames } from '../../src/server/games/seedGames.ts';
import { pgliteImageFile } from './pgliteImage.ts';
import { scratchPostgres } from './testDb.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite as a tarball (path), made once per run. */
    pgliteImage: string;
    /** A migrated, seeded PostgreSQL database to copy (`create database … template`), once per run. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the API projects: migrate and seed once (PGlite: once per change of
 * the code that makes it), and let every test file start from a copy (tests/support/testDb.ts).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env?.['TEST_DB_KIND'] === 'postgres') {
    const template = await scratchPostgres(undefined, 'tpl');
    const database = await openDatabase({ url: template.url });
    await database.migrate();
    await seed(database.db);
    await seedGames(database.db);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  project.provide('pgliteImage', await pgliteImageFile());
  return undefined;
}
