// Adds a platform staff member from the command line (the first administrator is made here;
// later ones are invited from the console). Reads the password from STAFF_PASSWORD or asks for it.
//   npm run staff:add -- --email you@example.com --name "Your Name" [--role admin|finance|support|catalogue]
// The database: DATABASE_URL's PostgreSQL, or the embedded one in DATA_DIR (server stopped).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/platform/env.ts';
import { addStaff, COMMAND_LINE } from '../src/server/staff/accounts.ts';
import { isStaffRole } from '../src/server/staff/roles.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) fail('--email: an e-mail address is needed');
if (!values.name?.trim()) fail('--name: a name is needed');
if (!isStaffRole(values.role)) fail('--role: admin, finance, support or catalogue');
let password = process.env['STAFF_PASSWORD'];
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (at least 10 characters): ');
  rl.close();
}
if (!password || password.length < 10) fail('The password needs at least 10 characters.');

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const role = values.role as 'admin';
  const { id } = await addStaff(
    database.db,
    COMMAND_LINE,
    { email: values.email!, name: values.name!, role, password },
    new Date(),
  );
  console.log(
    `Staff member ${id} added (${role}). Sign in at /staff/: the first sign-in enrols the authenticator app.`,
  );
} catch (err) {
  fail(`Not added: ${(err as Error).message} (is the address taken?)`);
} finally {
  await database.close();
}
