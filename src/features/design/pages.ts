import { DOC_LIMITS, type Page, type SiteDocument } from '~/shared/siteDesign/document';

/** A custom page's URL segment: lower-case ASCII words joined by hyphens (document.ts pageSchema). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type PageProblem =
  | 'design.editor.pages.titleRequired'
  | 'design.editor.pages.slugInvalid'
  | 'design.editor.pages.slugTaken'
  | 'design.editor.pages.tooMany';

/** Why a new page cannot be added, or null. */
export function newPageProblem(doc: SiteDocument, title: string, slug: string): PageProblem | null {
  if (!title.trim()) return 'design.editor.pages.titleRequired';
  if (!SLUG.test(slug) || slug.length > 60) return 'design.editor.pages.slugInvalid';
  if (doc.pages.some((p) => p.slug === slug)) return 'design.editor.pages.slugTaken';
  if (doc.pages.length >= DOC_LIMITS.pages) return 'design.editor.pages.tooMany';
  return null;
}

/** A slug suggested from a title: ASCII words only (a title in another script suggests nothing). */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Adds an empty custom page, its title in the document's first language. */
export function addCustomPage(doc: SiteDocument, title: string, slug: string): { doc: SiteDocument; page: Page } {
  const page: Page = {
    id: `p-${crypto.randomUUID().slice(0, 8)}`,
    kind: 'custom',
    slug,
    title: { [doc.languages[0]!]: title.trim() },
    sections: [],
  };
  return { doc: { ...doc, pages: [...doc.pages, page] }, page };
}

/** Only pages the operator added can be removed; the template's pages stay. */
export function removeCustomPage(doc: SiteDocument, pageId: string): SiteDocument {
  return { ...doc, pages: doc.pages.filter((p) => p.id !== pageId || p.kind !== 'custom') };
}
