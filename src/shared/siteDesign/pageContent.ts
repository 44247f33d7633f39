import type { Page, SiteDocument } from './document.ts';
import { kindOf } from './sections/index.ts';

/** Which pages have something of their own to show a visitor (the menu, the sitemap and the designer ask). */

/**
 * A page with nothing to show (the template's Terms before the operator writes them): left
 * out of the menu and the sitemap, marked noindex, and named before Publish. The home page is
 * never empty: the site's name leads there. Whether a section shows anything of its own is its
 * kind's `hasContent` (the footer is the frame every page has; a text without words, a picture
 * without image, a jackpot without figure and a FAQ of placeholders render nothing of their own).
 */
export function isEmptyPage(page: Page): boolean {
  if (page.kind === 'home') return false;
  return !page.sections.some((s) => kindOf(s.type).hasContent?.(s.props) ?? true);
}

export function emptyPages(doc: SiteDocument): Page[] {
  return doc.pages.filter(isEmptyPage);
}
