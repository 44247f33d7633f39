import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, introTexts, packages } from '../db/schema/index.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import type { IntroItem, Package } from '../../shared/schemas/catalog.ts';
import type { ServiceCtx } from '../core/context.ts';
import { pick } from '../core/localized.ts';

/** 404 unless `countriesId` is the global station or an active market. */
export async function assertStation(db: Db, countriesId: number): Promise<void> {
  if (countriesId === GLOBAL_STATION) return;
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, countriesId), eq(countries.active, true)));
  if (!row) throw new AppError('not_found', { key: 'catalog.marketNotFound' });
}

type PackageRow = typeof packages.$inferSelect;

export function toPackage(r: PackageRow, locale: LocaleCode, withFeatures = false): Package {
  const out: Package = {
    id: r.id,
    countriesId: r.countriesId,
    name: pick(r.names, locale, r.tier),
    description: pick(r.descriptions, locale, ''),
    price: formatMinor(r.priceMinor),
    currency: r.currency,
    sites: r.sites,
    durationMonths: r.durationMonths,
  };
  if (withFeatures) out.features = pick(r.features, locale, []);
  return out;
}

/** The active packages of a station, cheapest first. */
export async function listPackages({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { countriesId: number };
}): Promise<Package[]> {
  await assertStation(ctx.db, input.countriesId);
  const rows = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.countriesId, input.countriesId), eq(packages.active, true)))
    .orderBy(asc(packages.sort), asc(packages.priceMinor), asc(packages.id));
  return rows.map((r) => toPackage(r, ctx.locale));
}

/** One active package with its feature list; withdrawn or unknown → 404. */
export async function getPackage({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<Package> {
  const [row] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.id), eq(packages.active, true)));
  if (!row) throw new AppError('not_found', { key: 'catalog.packageNotFound' });
  return toPackage(row, ctx.locale, true);
}

/** The market facts of the Introduction screen. */
export async function listIntro({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { countriesId: number };
}): Promise<IntroItem[]> {
  await assertStation(ctx.db, input.countriesId);
  const rows = await ctx.db
    .select()
    .from(introTexts)
    .where(eq(introTexts.countriesId, input.countriesId))
    .orderBy(asc(introTexts.sort), asc(introTexts.id));
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.titles, ctx.locale, ''),
    content: pick(r.contents, ctx.locale, ''),
    img: r.img,
  }));
}
