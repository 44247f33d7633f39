// The real server for the end-to-end suite: a fresh PGlite directory per run, the built dist/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!process.env['DATA_DIR']) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  process.env['DATA_DIR'] = dir;
  // The database of one run is of no use to the next.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
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
await import('../src/server/main.ts');
