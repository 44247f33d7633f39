import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
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
 * Vitest global setup of the API projects: migrate and seed once per run, and let every test file
 * start from a copy (tests/support/testDb.ts). Each file spent 5–11 s (and 48 s on a loaded
 * machine) migrating and seeding a database of its own.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.['TEST_DB_KIND'] === 'postgres') {
    const template = await scratchPostgres(undefined, 'tpl');
    const database = await openDatabase({ url: template.url });
    await database.migrate();
    await seed(database.db);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seed(database.db);
  const image = await database.snapshot!();
  await database.close();
  const path = join(tmpdir(), `unicorn-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', path);
  return () => rmSync(path, { force: true });
}
