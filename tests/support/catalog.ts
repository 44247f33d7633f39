import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { countries, packages, templates } from '../../src/server/db/schema/index.ts';

/**
 * Runs `fn`, which may withdraw or reprice catalogue rows, and puts those rows back as
 * they were afterwards, whatever happens: the seeded catalogue is shared by every test
 * of a file, and a failed assertion must not leave a withdrawn package behind.
 */
export async function restoringCatalog<T>(
  db: Db,
  rows: { packages?: number[]; templates?: number[]; countries?: number[] },
  fn: () => Promise<T>,
): Promise<T> {
  const pkgs = rows.packages?.length
    ? await db
        .select({
          id: packages.id,
          active: packages.active,
          priceMinor: packages.priceMinor,
          currency: packages.currency,
        })
        .from(packages)
        .where(inArray(packages.id, rows.packages))
    : [];
  const tpls = rows.templates?.length
    ? await db
        .select({ id: templates.id, active: templates.active })
        .from(templates)
        .where(inArray(templates.id, rows.templates))
    : [];
  const markets = rows.countries?.length
    ? await db
        .select({ id: countries.id, active: countries.active })
        .from(countries)
        .where(inArray(countries.id, rows.countries))
    : [];
  try {
    return await fn();
  } finally {
    for (const { id, ...was } of pkgs) await db.update(packages).set(was).where(eq(packages.id, id));
    for (const { id, ...was } of tpls) await db.update(templates).set(was).where(eq(templates.id, id));
    for (const { id, ...was } of markets) await db.update(countries).set(was).where(eq(countries.id, id));
  }
}
