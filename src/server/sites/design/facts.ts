import { eq } from 'drizzle-orm';
import { type LocaleCode, localeCodes } from '../../../../i18n/locales.ts';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import type { SiteDocument, SiteFacts } from '../../../shared/siteDesign/document.ts';
import { type PageNames, pageNamesOf } from '../../../shared/siteDesign/standardTitles.ts';
import { startingDocument } from '../../../shared/siteDesign/startingDocument.ts';
import type { DesignParams } from '../../../shared/templateArt.ts';
import type { Db } from '../../db/client.ts';
import { countries, type sites, templates } from '../../db/schema/index.ts';
import { marketCategories } from '../../data/catalog/categories.ts';
import { serverT } from '../../platform/i18n.ts';
import { marketLocale } from '../provisioning/marketLocale.ts';

type Site = Pick<
  typeof sites.$inferSelect,
  'id' | 'siteName' | 'currency' | 'countriesId' | 'templateId' | 'color1' | 'color2' | 'color3'
>;

/** The global station has no country: its sites write amounts and dates as the wizard's preview does (US). */
const WORLD = 'US';

/** A template withdrawn from the catalogue since the purchase still yields a document: the classic layout. */
const CLASSIC: Omit<DesignParams, 'palette'> = {
  layout: 'classic',
  motif: 'crown',
  hero: 'glow',
  pattern: 'dots',
  columns: 4,
  radius: 8,
  seed: 1,
};

let names: PageNames | undefined;
/** The standard pages' titles in all 15 languages, from the catalogs (built once). */
export function sitePageNames(): PageNames {
  names ??= pageNamesOf(serverT, localeCodes);
  return names;
}

/** A site's market as its country's ISO 3166-1 code (null: the global station, which has no country). */
export async function siteIso(db: Db, site: Pick<Site, 'countriesId'>): Promise<string | null> {
  if (site.countriesId === GLOBAL_STATION) return null;
  const [market] = await db.select({ iso: countries.iso }).from(countries).where(eq(countries.id, site.countriesId));
  return market?.iso ?? null;
}

/** What publishing needs besides the document: the site's name, its market's money and region, the standard titles. */
export function factsOf(site: Pick<Site, 'siteName' | 'currency'>, iso: string | null): SiteFacts {
  return { siteName: site.siteName, currency: site.currency, region: iso ?? WORLD, pageNames: sitePageNames() };
}

/** `factsOf` with the site's market read from the database. */
export const siteFactsOf = async (db: Db, site: Site): Promise<SiteFacts> => factsOf(site, await siteIso(db, site));

/**
 * The document a site starts from: its template (`templateId`, else the one chosen at
 * purchase) in its market's language and game categories, in the colours chosen at purchase.
 * `languages` (the first one first): the texts written in those instead (adding a language).
 */
export async function startingDocFor(
  db: Db,
  site: Site,
  templateId = site.templateId,
  languages?: readonly LocaleCode[],
): Promise<SiteDocument> {
  const colors = { color1: site.color1, color2: site.color2, color3: site.color3 };
  const [tpl] = await db.select({ design: templates.design }).from(templates).where(eq(templates.id, templateId));
  return startingDocument({
    templateId,
    design: tpl?.design ?? { ...CLASSIC, palette: colors },
    marketLanguage: languages?.[0] ?? marketLocale(site.countriesId),
    ...(languages ? { languages } : {}),
    categories: marketCategories[site.countriesId] ?? marketCategories[GLOBAL_STATION]!,
    colors,
    siteName: site.siteName,
    countriesId: site.countriesId,
    t: serverT,
  });
}
