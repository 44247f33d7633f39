// Prints the verified provider events held for review (view `payment_events_review`), newest
// first: DATABASE_URL's PostgreSQL, or the embedded database in DATA_DIR (server stopped).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { loadEnv } from '../src/server/platform/env.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const rows = rowsOf<Record<string, unknown>>(
    await database.db.execute(
      sql`select provider, id, type, reason, received_at, body from payment_events_review limit 200`,
    ),
  );
  if (!rows.length) console.log('No payment events held for review.');
  for (const r of rows) {
    console.log(
      `${new Date(String(r['received_at'])).toISOString()}  ${r['provider']}  ${r['id']}  ${r['type']}  ${r['reason']}`,
    );
    console.log(`  ${JSON.stringify(r['body'])}`);
  }
} finally {
  await database.close();
}
