import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { InvoiceSeries } from '../db/schema/index.ts';

/**
 * The next number of a series in a year, gapless: the counter row is created or incremented in
 * the caller's transaction, and its row lock holds every other issuer of the series until that
 * transaction ends. A commit keeps the number, a rollback gives it back — a sequence would burn it.
 */
export async function takeNumber(tx: Db, series: InvoiceSeries, year: number): Promise<number> {
  const result = await tx.execute<{ last_no: number }>(sql`
    insert into invoice_counters (series, year, last_no) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_no = invoice_counters.last_no + 1
    returning last_no`);
  return Number(rowsOf<{ last_no: number }>(result)[0]!.last_no);
}

/** The year an invoice issued at `at` is numbered in (UTC, so every process agrees). */
export const invoiceYear = (at: Date) => at.getUTCFullYear();
