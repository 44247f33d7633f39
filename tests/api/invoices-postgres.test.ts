import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { issueInvoice } from '../../src/server/invoices/issue.ts';
import { cartItem, checkout } from '../support/journey.ts';
import { queryRows, startTestApp, type TestApp } from '../support/testApp.ts';
import { newMerchant } from '../support/users.ts';
import { seller } from '../support/invoices.ts';

// Gapless invoice numbers on PostgreSQL (issue 27 part 3): 50 transactions issuing at once get
// 1..50, none twice and none missing, and a transaction that rolls back gives its number back.
// PostgreSQL only (vitest.config.ts POSTGRES_ONLY): PGlite has one connection, nothing runs at once.

let t: TestApp;
let pool: pg.Pool;
let many: Db;
let rows: ReturnType<typeof queryRows>;
const now = new Date('2031-03-01T12:00:00Z'); // a year of its own: the counter starts at 1

beforeAll(async () => {
  t = await startTestApp();
  rows = queryRows(t.db);
  const [{ db }] = (await rows('select current_database() as db')) as [{ db: string }];
  const url = new URL(process.env['TEST_DATABASE_URL']!);
  url.pathname = `/${db}`;
  // Fifty connections: each transaction below holds its own, as fifty API processes would.
  pool = new pg.Pool({ connectionString: url.href, max: 60 });
  // The database is dropped at the end with its connections (an idle one then reports 57P01).
  pool.on('error', () => undefined);
  many = drizzle(pool) as unknown as Db;
});
afterAll(async () => {
  await pool?.end();
  await t?.close();
});

/** `n` paid orders of one merchant: one checked out through the API, copied and marked paid as an operator's tool would. */
async function paidOrders(n: number): Promise<number[]> {
  const m = await newMerchant(t);
  const first = await checkout(t, m.token, (await cartItem(t, m.token)).id);
  const made = await rows(`
    insert into orders (order_no, user_id, status, amount_minor, paid_minor, currency, package_snapshot, countries_id,
      template_id, template_names, site_name, color1, color2, color3, ops_account, ops_password_hash, pay_time,
      expires_at, created_at, updated_at)
    select order_no || '-' || g, user_id, 1, amount_minor, amount_minor, currency, package_snapshot, countries_id,
      template_id, template_names, site_name || ' ' || g, color1, color2, color3, ops_account, ops_password_hash, now(),
      expires_at, created_at, updated_at
    from orders, generate_series(1, ${n}) g where id = ${first.id}
    returning id`);
  return made.map((r) => Number(r['id']));
}

/** Resolves once `n` callers have arrived: every transaction is open before any issues. */
function barrier(n: number) {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((r) => (open = r));
  return async () => {
    if (++arrived === n) open();
    await all;
  };
}

const numbers = async (series: string) =>
  (await rows(`select no from invoices where series = '${series}' and year = 2031 order by no`)).map((r) => r['no']);

describe('invoice numbers on PostgreSQL', () => {
  it('50 invoices issued in 50 concurrent transactions are numbered 1..50, no gap and no repeat', async () => {
    const orders = await paidOrders(50);
    const allOpen = barrier(orders.length);
    const issued = await Promise.all(
      orders.map((orderId) =>
        many.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await allOpen();
          return issueInvoice(tx, { kind: 'order', orderId }, { now, seller });
        }),
      ),
    );
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
    expect(await numbers('INV')).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(issued.map((i) => i.number).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('a transaction that rolls back gives its number back; ten issuers of one order make one invoice', async () => {
    const [rolledBack, next, contested] = await paidOrders(3);
    await expect(
      many.transaction(async (tx) => {
        const inv = await issueInvoice(tx, { kind: 'order', orderId: rolledBack! }, { now, seller });
        expect(inv.no).toBe(51);
        throw new Error('the completing transaction failed after issuing');
      }),
    ).rejects.toThrow('the completing transaction failed');
    const kept = await many.transaction((tx) => issueInvoice(tx, { kind: 'order', orderId: next! }, { now, seller }));
    expect(kept.no).toBe(51);
    const allOpen = barrier(10);
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        many.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await allOpen();
          return issueInvoice(tx, { kind: 'order', orderId: contested! }, { now, seller });
        }),
      ),
    );
    expect(new Set(same.map((i) => i.id)).size).toBe(1);
    expect(same[0]!.no).toBe(52);
    expect(await numbers('INV')).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(await rows(`select last_no from invoice_counters where series = 'INV' and year = 2031`)).toEqual([
      { last_no: 52 },
    ]);
  });
});
