import { eq } from 'drizzle-orm';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import type { SiteDocument, SiteFacts } from '../../../shared/siteDesign/document.ts';
import type { Db } from '../../db/client.ts';
import { countries, type sites } from '../../db/schema/index.ts';
import { marketLocale } from '../../provisioning/marketLocale.ts';
import { startingDocument } from '../../siteDesign/sectionsStandIn.ts';

type Site = Pick<
  typeof sites.$inferSelect,
  'id' | 'siteName' | 'currency' | 'countriesId' | 'templateId' | 'color1' | 'color2' | 'color3'
>;

/** The world (UN M.49 `001`): the global station has no country, and Intl formats `en-001`. */
const WORLD = '001';

/** What publishing needs besides the document: the site's name and its market's money and region. */
export async function siteFactsOf(db: Db, site: Site): Promise<SiteFacts> {
  if (site.countriesId === GLOBAL_STATION) return { siteName: site.siteName, currency: site.currency, region: WORLD };
  const [market] = await db.select({ iso: countries.iso }).from(countries).where(eq(countries.id, site.countriesId));
  return { siteName: site.siteName, currency: site.currency, region: market?.iso ?? WORLD };
}

/**
 * The document a site starts from: its template (`templateId`, or the one chosen at purchase),
 * in its market's language, in the colours chosen at purchase.
 */
export function startingDocFor(site: Site, templateId = site.templateId): SiteDocument {
  return startingDocument({
    templateId,
    language: marketLocale(site.countriesId),
    siteName: site.siteName,
    theme: { color1: site.color1, color2: site.color2, color3: site.color3 },
  });
}
