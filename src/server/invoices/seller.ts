import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { envSchema, type Env } from '../platform/env.ts';
import { sellerOf, type Seller } from './parties.ts';

const SELLER_SETTING = 'invoice.seller';

/**
 * The seller as configured, written at every start (main.ts): invoices are issued deep in the
 * payment path, which has the database but not the configuration.
 */
export async function recordSeller(db: Db, env: Env): Promise<void> {
  const value = JSON.stringify(sellerOf(env));
  await db.insert(settings).values({ key: SELLER_SETTING, value }).onConflictDoUpdate({
    target: settings.key,
    set: { value },
  });
}

/** The seller the last start recorded; the configuration's defaults before any start did. */
export async function configuredSeller(db: Db): Promise<Seller> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SELLER_SETTING));
  return row ? (JSON.parse(row.value) as Seller) : sellerOf(envSchema.parse({}));
}
