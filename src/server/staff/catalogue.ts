import { asc, eq, or } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import { formatMinor, parseMoney } from '../../shared/money.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import type { Db } from '../db/client.ts';
import { countries, packages, templates } from '../db/schema/index.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';

/**
 * What the catalogue role changes: package prices, and packages, markets and templates taken off
 * sale or put back. The storefront's caches see each change at once (a trigger bumps the
 * catalogue version, migrations 0004–0005). A cart item keeps the price it was added at and
 * shows itself as changed (orders/cartValidity.ts), so the merchant sees the new price before
 * checkout; an order keeps the amount it was created with.
 */

/** Every market, on sale or not, named in the reader's language (English when it has none). */
export async function catalogueMarkets(db: Db, locale: string) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
  return {
    list: rows.map((m) => ({
      id: m.id,
      iso: m.iso,
      name: m.names[locale] ?? m.names['en'] ?? m.iso,
      currency: m.currencyCode,
      active: m.active,
    })),
  };
}

/** Every package of a market (and the global station's), on sale or not. */
export async function cataloguePackages(db: Db, countriesId: number) {
  const rows = await db
    .select()
    .from(packages)
    .where(or(eq(packages.countriesId, countriesId), eq(packages.countriesId, GLOBAL_STATION)))
    .orderBy(asc(packages.sort), asc(packages.id));
  return {
    list: rows.map((p) => ({
      id: p.id,
      countriesId: p.countriesId,
      tier: p.tier,
      name: p.names['en'] ?? Object.values(p.names)[0] ?? p.tier,
      price: formatMinor(p.priceMinor),
      currency: p.currency,
      active: p.active,
    })),
  };
}

export async function setPackagePrice(
  db: Db,
  actor: StaffActor,
  input: { packageId: number; price: string; reason: string },
  now: Date,
) {
  const priceMinor = parseMoney(input.price);
  if (priceMinor === null || priceMinor <= 0)
    throw new AppError('validation_failed', { issues: [{ path: 'price', key: 'validation.invalid' }] });
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, input.packageId)).for('update');
    if (!before) throw new AppError('not_found');
    await tx.update(packages).set({ priceMinor }).where(eq(packages.id, before.id));
    await appendAudit(
      tx,
      actor,
      {
        action: 'catalogue.price',
        target: `package:${before.id}`,
        before: { price: formatMinor(before.priceMinor), currency: before.currency },
        after: { price: formatMinor(priceMinor), currency: before.currency },
        reason: input.reason,
      },
      now,
    );
  });
}

/** A package, market or template on sale (active) or taken off it; the same state again changes nothing but is said. */
export async function setActive(
  db: Db,
  actor: StaffActor,
  what: 'package' | 'market' | 'template',
  input: { id: number; active: boolean; reason: string },
  now: Date,
) {
  const table = what === 'package' ? packages : what === 'market' ? countries : templates;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ active: input.active })
      .where(eq(table.id, input.id))
      .returning({ id: table.id });
    if (!row) throw new AppError('not_found');
    await appendAudit(
      tx,
      actor,
      {
        action: `catalogue.${what}Active`,
        target: `${what}:${input.id}`,
        after: { active: input.active },
        reason: input.reason,
      },
      now,
    );
  });
}
