// Imports a template pack from a folder (docs/template-packs.md): pack.json and the pictures it names.
//   npm run templates:import -- <folder> [--reason "why"]
// All of it or nothing: a refused template refuses the pack, each problem named by its key.
// Importing the same pack again adds nothing. The database: DATABASE_URL's PostgreSQL, or the
// embedded one in DATA_DIR (server stopped). One audit row, by "command line".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../src/shared/errors.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/platform/env.ts';
import { serverT } from '../src/server/platform/i18n.ts';
import { COMMAND_LINE } from '../src/server/staff/accounts.ts';
import { importPack } from '../src/server/staff/templatePack.ts';

const { values, positionals } = parseArgs({
  options: { reason: { type: 'string', default: 'template pack imported on the command line' } },
  allowPositionals: true,
});
const folder = positionals[0];
if (!folder || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('Usage: npm run templates:import -- <folder> [--reason "why"]');
  process.exit(2);
}

/** Every file under the folder, by its path inside it (forward slashes). */
function filesOf(dir: string, out = new Map<string, Uint8Array>()): Map<string, Uint8Array> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(path, out);
    else if (entry.isFile()) out.set(relative(folder!, path).split(sep).join('/'), readFileSync(path));
  }
  return out;
}

const t = serverT('en');
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
let code = 0;
try {
  await database.migrate();
  const result = await importPack(
    database.db,
    COMMAND_LINE,
    { files: filesOf(folder), reason: values.reason! },
    new Date(),
  );
  console.log(`${result.pack}: added ${result.added}, updated ${result.updated}, unchanged ${result.unchanged}`);
  for (const r of result.results) {
    const what = r.status === 'updated' ? `updated (${r.changed.join(', ')})` : r.status;
    console.log(`  ${r.key}: ${what}; ids ${r.ids.join(', ')}`);
  }
  if (!result.added && !result.updated) console.log('Nothing changed: this pack was imported before.');
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(t(err.messageKey, err.vars));
  for (const issue of err.issues) console.error(`  ${issue.path}: ${t(issue.key, issue.vars ?? {})}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
