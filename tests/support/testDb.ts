import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards; its
 * `url` lets a test open a second pool, as a second API process would).
 */
export async function freshDatabase(): Promise<Database & { url?: string; dispose(): Promise<void> }> {
  const kind = process.env['TEST_DB_KIND'] ?? 'pglite';
  if (kind !== 'postgres') {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await seed(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  await database.migrate();
  await seed(database.db);
  return {
    ...database,
    // Another pool on the same database is another API process (PGlite has one connection only).
    url: url.href,
    dispose: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
