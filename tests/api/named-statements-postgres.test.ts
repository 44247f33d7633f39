import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../src/server/db/schema/index.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { freshDatabase } from '../support/testDb.ts';

// Every planned statement goes to PostgreSQL as a named prepared statement, parsed once per
// connection (db/namedStatements.ts). PostgreSQL only (vitest.config.ts POSTGRES_ONLY): PGlite
// has no driver in between. `paidPath` is a pool of one connection, so what one call prepared
// the next call's session can see in pg_prepared_statements.

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.dispose());

const prepared = async () =>
  rowsOf<{ name: string; statement: string }>(
    await database.paidPath.execute(sql`select name, statement from pg_prepared_statements`),
  );

describe('named statements', () => {
  it('prepares a statement once per connection and runs it again by its name, with the same answers', async () => {
    const db = database.paidPath;
    const byId = (id: number) => db.select({ iso: countries.iso }).from(countries).where(eq(countries.id, id));
    const first = await byId(1);
    const again = await byId(2);
    expect(first[0]?.iso).toBeTruthy();
    expect(again[0]?.iso).toBeTruthy();
    expect(again[0]?.iso).not.toBe(first[0]?.iso);
    const mine = (await prepared()).filter((p) => p.statement.includes('from "countries" where "countries"."id" = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^s[\w-]{27}$/);
  });

  it('names each text apart: a longer list is another statement, and both answer right', async () => {
    const db = database.paidPath;
    const of = (ids: number[]) => db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
    expect((await of([1, 2])).map((r) => r.id).sort()).toEqual([1, 2]);
    expect((await of([1, 2, 3])).map((r) => r.id).sort()).toEqual([1, 2, 3]);
    expect((await of([2, 3])).map((r) => r.id).sort()).toEqual([2, 3]);
    const lists = (await prepared()).filter((p) => p.statement.includes('"countries"."id" in ('));
    expect(lists).toHaveLength(2);
  });

  it('answers a statement that fails to parse with its error every time, and the connection goes on', async () => {
    const db = database.paidPath;
    for (let i = 0; i < 2; i++) {
      await expect(db.execute(sql`select no_such_column from countries`)).rejects.toThrow(/no_such_column/);
    }
    const [row] = rowsOf<{ one: number }>(await db.execute(sql`select 1 as one`));
    expect(Number(row?.one)).toBe(1);
  });

  it('names a statement asked as text and values (the session lookup)', async () => {
    const pool = (database.paidPath as unknown as { $client: import('pg').Pool }).$client;
    const text = 'select iso from countries where id = any($1)';
    for (let i = 0; i < 2; i++) expect((await pool.query(text, [[1, 2]])).rows).toHaveLength(2);
    expect((await prepared()).filter((p) => p.statement === text)).toHaveLength(1);
  });

  it('leaves transaction control unnamed', async () => {
    await database.paidPath.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect((await prepared()).some((p) => /^\s*(begin|commit)/i.test(p.statement))).toBe(false);
  });
});
