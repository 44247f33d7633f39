import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { seedGames } from '../../src/server/games/seedGames.ts';
import { packageVersion, sourceHash } from './sourceHash.ts';

// No Vitest imports: the end-to-end server (scripts/e2e-server.ts) starts from this image too.

const CACHE = join('node_modules', '.cache', 'test-db');

/**
 * The migrated, seeded PGlite of this tree as a tarball (`dumpDataDir`), built when the code
 * that makes it changed and kept in node_modules/.cache/test-db otherwise: building it is
 * PGlite's initdb, every migration and the 3,000-template seed (10–25 s); reading it, a moment.
 * The key is the migrations, the client and the seed with everything they import, and the
 * versions of PGlite and Drizzle.
 */
export async function pgliteImageFile(): Promise<string> {
  const key = sourceHash({
    entries: ['src/server/db/client.ts', 'src/server/db/seed/index.ts', 'src/server/games/seedGames.ts'],
    dirs: ['src/server/db/migrations'],
    extra: [packageVersion('@electric-sql/pglite'), packageVersion('drizzle-orm')],
  });
  const file = join(CACHE, `pglite-${key}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seed(database.db);
  await seedGames(database.db);
  // A checkpoint first: a copy then opens without replaying the seed's WAL (1.3–1.9 s instead of 1.8–3.1).
  await database.db.execute(sql`checkpoint`);
  const image = await database.snapshot!();
  await database.close();
  mkdirSync(CACHE, { recursive: true });
  // Written aside and renamed: a run starting meanwhile never reads half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  for (const old of readdirSync(CACHE)) {
    if (old.startsWith('pglite-') && old !== `pglite-${key}.tar` && !old.endsWith('.partial')) {
      rmSync(join(CACHE, old), { force: true });
    }
  }
  return file;
}

/**
 * A PGlite directory for a server process (DATA_DIR) holding a copy of the image: the process
 * starts on a migrated, seeded database (its own migrate and seed then find nothing to do).
 */
export async function pgliteDataDir(dir: string, imageFile: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dir, { loadDataDir: new Blob([readFileSync(imageFile)]) });
  await pg.waitReady;
  await pg.close();
}
