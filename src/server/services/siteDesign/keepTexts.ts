import type { SiteDocument } from '../../../shared/siteDesign/document.ts';

/**
 * Switching template keeps what the operator wrote: the new template's pages and sections,
 * but where a page of the same kind has a section of the same type, that section's props
 * (its texts, links, images) come from the old document, in order of appearance. The
 * languages and colours stay the operator's.
 */
export function keepTexts(old: SiteDocument, next: SiteDocument): SiteDocument {
  return {
    ...next,
    languages: old.languages,
    theme: old.theme,
    pages: next.pages.map((page) => {
      const before = old.pages.find((p) => p.kind === page.kind && p.slug === page.slug);
      if (!before) return page;
      const used = new Set<string>();
      return {
        ...page,
        title: { ...page.title, ...before.title },
        sections: page.sections.map((s) => {
          const match = before.sections.find((b) => b.type === s.type && !used.has(b.id));
          if (!match) return s;
          used.add(match.id);
          return { ...s, props: match.props };
        }),
      };
    }),
  };
}
