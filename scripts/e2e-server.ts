// The real server for the end-to-end suite: a fresh PGlite directory per run, the built dist/
// (built first when it is missing or older than its sources, as `npm start` does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSiteIfStale } from './siteBuild.ts';
import { startCompileCache } from './compileCache.ts';

// The bench starts this server as production and measures the build: there, the full brotli 11.
buildSiteIfStale({ quick: process.env['NODE_ENV'] !== 'production' });

process.env['PORT'] ??= '4399';
process.env['LOG_LEVEL'] ??= 'warn';
process.env['NODE_ENV'] ??= 'test';
// Own-domain checks read an in-memory DNS the browser tests fill. Refused outside NODE_ENV=test:
// the bench starts this server as production, and then has none.
if (process.env['NODE_ENV'] === 'test') process.env['FAKE_DNS'] ??= 'on';
// Generous limits so parallel browser tests do not trip them; the API suite tests the defaults.
process.env['RATE_LIMIT_LOGIN_IP'] ??= '5000';
process.env['RATE_LIMIT_LOGIN_ACCOUNT'] ??= '5000';
process.env['RATE_LIMIT_REGISTER_IP'] ??= '5000';
process.env['RATE_LIMIT_FORM_IP'] ??= '5000';
if (!process.env['DATA_DIR'] && !process.env['DATABASE_URL']) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  process.env['DATA_DIR'] = dir;
  // The database of one run is of no use to the next.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // A copy of the migrated, seeded image the API tests share (built once per change of the
  // database code): the server is up in seconds instead of making a database from nothing.
  const { pgliteDataDir, pgliteImageFile } = await import('../tests/support/pgliteImage.ts');
  await pgliteDataDir(dir, await pgliteImageFile());
}
startCompileCache();
await import('../src/server/main.ts');
