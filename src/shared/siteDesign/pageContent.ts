import type { Localized, Page, SiteDocument } from './document.ts';
import type { SectionProps } from './sections.ts';

/** Which pages have something of their own to show a visitor (the menu, the sitemap and the designer ask). */

const hasText = (v: unknown) =>
  Boolean(v) && typeof v === 'object' && Object.values(v as Localized).some((s) => typeof s === 'string' && s.trim());

/**
 * Whether a section shows a visitor anything of its own. The footer is the frame every page
 * has; a text without words, a picture without image, a jackpot without figure and a FAQ of
 * placeholders render nothing (or only a heading) on a published page.
 */
function sectionHasContent(type: string, props: Record<string, unknown>): boolean {
  switch (type) {
    case 'footer':
      return false;
    case 'text':
      return hasText(props['title']) || hasText(props['body']);
    case 'image':
      return Boolean(props['image']);
    case 'jackpot':
      return Boolean((props as Partial<SectionProps['jackpot']>).amount);
    case 'faq':
      return ((props as Partial<SectionProps['faq']>).items ?? []).some(
        (i) => !i.placeholder && (hasText(i.question) || hasText(i.answer)),
      );
    default:
      return true;
  }
}

/**
 * A page with nothing to show (the template's Terms before the operator writes them): left
 * out of the menu and the sitemap, marked noindex, and named before Publish. The home page is
 * never empty: the site's name leads there.
 */
export function isEmptyPage(page: Page): boolean {
  if (page.kind === 'home') return false;
  return !page.sections.some((s) => sectionHasContent(s.type, s.props));
}

export function emptyPages(doc: SiteDocument): Page[] {
  return doc.pages.filter(isEmptyPage);
}
