import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { colorSchemes, introTexts, packages, templateCategories, templates } from '../schema/index.ts';
import { markets } from '../../data/markets.ts';
import { colorPresetNames, colorPresets } from '../../data/catalog/colorSchemes.ts';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { introRows, packageRows } from '../../data/catalog/stationTexts.ts';
import { categoryRows, templateRows } from '../../data/catalog/templates.ts';

const CHUNK = 500;

/**
 * The catalogue: colour presets, packages, intro texts, categories and ~3,200 templates.
 * Inserts only what is missing, so staff changes (a withdrawn template, a new price)
 * survive restarts. Returns what it inserted, for logs and benches.
 */
export async function seedCatalog(db: Db, now = new Date()): Promise<{ templates: number; ms: number }> {
  const started = performance.now();
  const stations = [
    { id: GLOBAL_STATION, currencyCode: 'USD' },
    ...markets.map((m) => ({ id: m.id, currencyCode: m.currencyCode })),
  ];
  const stationIds = stations.map((s) => s.id);

  // Rows an operator may change (prices, active flags) are only inserted when missing; their
  // localized texts follow the shipped wording, so a corrected translation reaches an
  // existing installation on its next start.
  await db
    .insert(colorSchemes)
    .values(colorPresets.map((c, i) => ({ ...c, names: colorPresetNames[i]!, sort: i })))
    .onConflictDoUpdate({ target: colorSchemes.id, set: { names: sql`excluded.names` } });
  await db
    .insert(packages)
    .values(packageRows(stations))
    .onConflictDoUpdate({
      target: packages.id,
      set: { names: sql`excluded.names`, descriptions: sql`excluded.descriptions`, features: sql`excluded.features` },
    });
  await db
    .insert(introTexts)
    .values(introRows(stations))
    .onConflictDoUpdate({
      target: introTexts.id,
      set: { titles: sql`excluded.titles`, contents: sql`excluded.contents` },
    });
  await db
    .insert(templateCategories)
    .values(categoryRows(stationIds))
    .onConflictDoUpdate({ target: templateCategories.id, set: { names: sql`excluded.names` } });

  const existing = new Set((await db.select({ id: templates.id }).from(templates)).map((r) => r.id));
  const missing = templateRows(stationIds, now).filter((r) => !existing.has(r.id));
  for (let i = 0; i < missing.length; i += CHUNK) {
    await db
      .insert(templates)
      .values(missing.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
  // Fresh statistics and visibility map: the gallery's counts can then use index-only scans.
  if (missing.length) await db.execute(sql`vacuum analyze templates`);
  // Each market's default template (countries.template_id): its first one.
  await db.execute(
    sql`update countries c set template_id = (select min(t.id) from templates t where t.countries_id = c.id) where c.template_id is null`,
  );
  return { templates: missing.length, ms: Math.round(performance.now() - started) };
}
