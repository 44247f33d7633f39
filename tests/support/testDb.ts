import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type OnQuery } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { pgliteDataDir } from './pgliteImage.ts';

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards; its
 * `url` lets a test open a second pool, as a second API process would).
 */
export async function freshDatabase(onQuery?: OnQuery): Promise<Database & { url?: string; dispose(): Promise<void> }> {
  const kind = process.env['TEST_DB_KIND'] ?? 'pglite';
  if (kind !== 'postgres') {
    const image = pgliteImage();
    const database = await openDatabase({ dataDir: null, ...(image && { image }), ...(onQuery && { onQuery }) });
    // From the run's image both are no-ops that prove it current; without one (a tool outside Vitest) they do the work.
    await database.migrate();
    if (!image) await seed(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const template = injected('postgresTemplate');
  const scratch = await scratchPostgres(undefined, 't', template);
  const database = await openDatabase({ url: scratch.url, ...(onQuery && { onQuery }) });
  await database.migrate();
  if (!template) await seed(database.db);
  return {
    ...database,
    // Another pool on the same database is another API process (PGlite has one connection only).
    url: scratch.url,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL (or `adminUrl`), and how to drop it. */
export async function scratchPostgres(
  adminUrl = process.env['TEST_DATABASE_URL'],
  prefix = 't',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('this test needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** What the run's global setup provided (tests/support/databaseImage.ts); undefined outside Vitest's API projects. */
function injected<K extends 'pgliteImage' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

let image: Blob | undefined;
/** The run's migrated and seeded PGlite, read once per worker. */
function pgliteImage(): Blob | undefined {
  const path = injected('pgliteImage');
  if (!path) return undefined;
  image ??= new Blob([readFileSync(path)]);
  return image;
}

/**
 * A new data directory (DATA_DIR) for a server process, holding a copy of the run's migrated and
 * seeded image, so the process starts in seconds: making one from nothing (initdb, migrations,
 * seed) took 20–25 s of a test's time. Empty outside Vitest's API projects (the server then
 * makes it itself). `prefix`: a name in the system's temporary directory, or an absolute path prefix.
 * A test about that start from nothing uses a plain empty directory.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(isAbsolute(prefix) ? prefix : join(tmpdir(), prefix));
  const image = injected('pgliteImage');
  if (image) await pgliteDataDir(dir, image);
  return dir;
}
