import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countries } from '../schema/index.ts';
import { markets } from '../../data/markets.ts';
import { regionNamesByLocale } from '../../data/displayNames.ts';
import { seedCatalog } from './catalog.ts';

/** Idempotent seed: running it twice leaves the same rows. */
export async function seed(db: Db): Promise<void> {
  await seedCountries(db);
  await seedCatalog(db);
}

async function seedCountries(db: Db): Promise<void> {
  const rows = markets.map((m, i) => ({
    id: m.id,
    iso: m.iso,
    currencyCode: m.currencyCode,
    names: regionNamesByLocale(m.iso),
    templateId: null,
    sort: i,
  }));
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.id,
      set: {
        iso: sql`excluded.iso`,
        currencyCode: sql`excluded.currency_code`,
        names: sql`excluded.names`,
        sort: sql`excluded.sort`,
      },
    });
}
