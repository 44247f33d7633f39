import type { Page, SiteDocument } from './document.ts';
import { localizedFields } from './sections.ts';

/** Props the operator wrote (besides texts) that survive a change of template. */
const operatorProps = new Set(['ctaHref', 'moreHref', 'href', 'rgHref', 'amount', 'methods']);

/**
 * Another template's starting document, keeping what the operator wrote: a section's texts,
 * lists and links carry over when the new template has a section of the same type at the same
 * rank on a page of the same kind (a category page: the same category). The operator's own
 * pages, languages and colour scheme stay. "Reset to template" is `startingDocument` alone.
 */
export function switchTemplate(doc: SiteDocument, next: SiteDocument): SiteDocument {
  const samePage = (a: Page, b: Page) => a.kind === b.kind && (a.kind !== 'category' || a.slug === b.slug);
  const pages = next.pages.map((page) => {
    const old = doc.pages.find((p) => samePage(p, page));
    if (!old) return page;
    const rank: Record<string, number> = {};
    const sections = page.sections.map((section) => {
      const n = (rank[section.type] ?? 0) + 1;
      rank[section.type] = n;
      const match = old.sections.filter((s) => s.type === section.type)[n - 1];
      if (!match) return section;
      const fields = localizedFields[section.type];
      const props = { ...section.props };
      for (const [key, value] of Object.entries(match.props)) {
        if (fields.texts.includes(key) || key in fields.lists || operatorProps.has(key))
          props[key] = structuredClone(value);
      }
      return { ...section, props };
    });
    return { ...page, title: { ...page.title, ...old.title }, sections };
  });
  const custom = doc.pages.filter((p) => p.kind === 'custom' && !pages.some((q) => q.slug === p.slug || q.id === p.id));
  return { ...next, languages: doc.languages, theme: doc.theme, pages: [...pages, ...custom].slice(0, 30) };
}
