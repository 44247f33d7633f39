import type { Page, Section, SiteDocument } from './document.ts';
import { keptOnSwitch, localizedFields } from './sections/index.ts';

/**
 * Another template's starting document, keeping what the operator wrote: a section's texts,
 * lists and links carry over when the new template has a section of the same type at the same
 * rank on a page of the same kind (a category page: the same category). The operator's own
 * pages, languages and colour scheme stay. "Reset to template" is `startingDocument` alone.
 */
const samePage = (a: Page, b: Page) => a.kind === b.kind && (a.kind !== 'category' || a.slug === b.slug);

export function switchTemplate(doc: SiteDocument, next: SiteDocument): SiteDocument {
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
      const kept = keptOnSwitch[section.type];
      const props = { ...section.props };
      for (const [key, value] of Object.entries(match.props)) {
        if (fields.texts.includes(key) || key in fields.lists || kept.has(key)) props[key] = structuredClone(value);
      }
      return { ...section, props };
    });
    return { ...page, title: { ...page.title, ...old.title }, sections };
  });
  const custom = doc.pages.filter((p) => p.kind === 'custom' && !pages.some((q) => q.slug === p.slug || q.id === p.id));
  return { ...next, languages: doc.languages, theme: doc.theme, pages: [...pages, ...custom].slice(0, 30) };
}

/** A section of the draft that a switch leaves out (the switch confirmation lists them by name). */
export interface DroppedSection {
  pageId: string;
  sectionId: string;
  type: Section['type'];
}

/**
 * The sections of the draft's standard pages that have no counterpart in `next` (no section of
 * the same type at the same rank on a page of the same kind): what `switchTemplate` drops.
 * The operator's own pages stay whole.
 */
export function droppedSections(doc: SiteDocument, next: SiteDocument): DroppedSection[] {
  const dropped: DroppedSection[] = [];
  for (const page of doc.pages) {
    if (page.kind === 'custom' && !next.pages.some((q) => q.slug === page.slug || q.id === page.id)) continue;
    const target = next.pages.find((p) => samePage(page, p));
    const rank: Record<string, number> = {};
    for (const section of page.sections) {
      const n = (rank[section.type] ?? 0) + 1;
      rank[section.type] = n;
      const kept = target?.sections.filter((s) => s.type === section.type)[n - 1];
      if (!kept) dropped.push({ pageId: page.id, sectionId: section.id, type: section.type });
    }
  }
  return dropped;
}
