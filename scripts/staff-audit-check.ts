// Verifies the staff audit log's hash chain: every row names the hash of the one before and
// hashes to its own. Exits 1 at the first row that does not (an altered or removed row).
import { openDatabase } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/platform/env.ts';
import { verifyAuditChain } from '../src/server/staff/audit.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const { rows, brokenAt } = await verifyAuditChain(database.db);
  if (brokenAt === null) {
    console.log(`Audit log intact: ${rows} rows.`);
  } else {
    console.error(`Audit log broken at row ${brokenAt} (after ${rows} intact rows).`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
