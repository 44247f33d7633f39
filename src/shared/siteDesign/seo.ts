import type { LocaleCode } from '../../../i18n/locales.ts';
import type { Translate } from '../messageKey.ts';
import { metaText } from '../metaText.ts';
import type { Localized, Page, SiteDocument, SiteFacts } from './document.ts';
import { pageTitle } from './siteLinks.ts';

/**
 * What search engines read of a page (its title and description), and which pages have
 * nothing to show yet (pageContent.ts). Shared by the renderer (published pages, sitemap) and the designer
 * (its search fields' defaults, the warning before Publish), so both say the same.
 */

/** The default `<title>`: the site's name on the home page, else `<page> · <site>`. */
export function defaultSeoTitle(
  doc: SiteDocument,
  page: Page,
  lang: LocaleCode,
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>,
): string {
  return page.kind === 'home' ? facts.siteName : `${pageTitle(doc, page, lang, facts)} · ${facts.siteName}`;
}

export function defaultSeoDescription(
  doc: SiteDocument,
  page: Page,
  lang: LocaleCode,
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>,
  t: Translate,
): string {
  return t('design.render.description', { name: facts.siteName, page: pageTitle(doc, page, lang, facts) });
}

/**
 * The page's search title and description in `lang`: the operator's own words in that
 * language, else the defaults in that language (never another language's words: a Vietnamese
 * result line in English reads as a wrong page).
 */
export function seoOf(
  doc: SiteDocument,
  page: Page,
  lang: LocaleCode,
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>,
  t: Translate,
): { title: string; description: string } {
  const own = (v: Localized | undefined) => v?.[lang]?.trim() || '';
  // What a search result shows alone: no bidi marks or isolates (metaText.ts).
  return {
    title: metaText(own(page.seo?.title) || defaultSeoTitle(doc, page, lang, facts)),
    description: metaText(own(page.seo?.description) || defaultSeoDescription(doc, page, lang, facts, t)),
  };
}
