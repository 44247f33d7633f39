import { localeCodes } from '../../i18n/locales.ts';
import { marketCategories } from '../../src/server/data/catalog/categories.ts';
import { templateRows } from '../../src/server/data/catalog/templates.ts';
import { markets } from '../../src/server/data/markets.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { marketLocale } from '../../src/server/sites/provisioning/marketLocale.ts';
import { sitePageNames } from '../../src/server/sites/design/facts.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import type { SiteDocument, SiteFacts } from '../../src/shared/siteDesign/document.ts';
import { startingDocument } from '../../src/shared/siteDesign/startingDocument.ts';

/** Every template of the catalogue with its market, as provisioning would start it. */
export const stations = [{ id: GLOBAL_STATION, iso: 'US', currencyCode: 'USD' }, ...markets];
export const catalogue = templateRows(
  stations.map((s) => s.id),
  new Date(Date.UTC(2026, 0, 1)),
);

export function templateDocument(
  row: (typeof catalogue)[number],
  allLanguages = false,
): { doc: SiteDocument; facts: SiteFacts } {
  const station = stations.find((s) => s.id === row.countriesId)!;
  const market = marketLocale(row.countriesId);
  const siteName = row.names[market] ?? row.names['en']!;
  const doc = startingDocument({
    templateId: row.id,
    design: row.design,
    marketLanguage: market,
    languages: allLanguages ? localeCodes : [market],
    categories: marketCategories[row.countriesId]!,
    colors: row.design.palette,
    siteName,
    t: serverT,
  });
  return { doc, facts: { siteName, currency: station.currencyCode, region: station.iso, pageNames: sitePageNames() } };
}
