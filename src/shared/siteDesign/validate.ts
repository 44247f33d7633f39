import type { z } from 'zod';
import { siteDocumentSchema, type SiteDocument } from './document.ts';
import { plainTexts } from './plainText.ts';
import { kindOf } from './sections/index.ts';

/** One reason a document is refused: where (dotted path) and a `design.error.*` catalog key. */
export interface DocumentIssue {
  path: string;
  key: string;
}

export type ValidationResult = { ok: true; doc: SiteDocument } | { ok: false; issues: DocumentIssue[] };

const own = (message: string) => (message.startsWith('design.') ? message : 'design.error.invalid');

function fromZod(error: z.ZodError, prefix: (string | number)[] = []): DocumentIssue[] {
  return error.issues.map((i) => ({ path: [...prefix, ...i.path].map(String).join('.'), key: own(i.message) }));
}

/**
 * Everything a save and a publish check: the document's shape, each section's props for its
 * type, ids unique across the document, slugs unique, and a home page (slug '') to land on.
 * The document returned is what is stored: each section's props as its schema reads them
 * (a key no section type has is dropped, so nothing unchecked is kept or published), every
 * text plain (plainText.ts: no control characters, no bidi overrides).
 */
/** Page addresses the site answers itself: `<lang>/games/` is its game search and game pages. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(['games']);

export function validateSiteDocument(input: unknown): ValidationResult {
  const parsed = siteDocumentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: fromZod(parsed.error) };
  const doc = parsed.data;
  const issues: DocumentIssue[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  const claim = (id: string, path: string) => {
    if (ids.has(id)) issues.push({ path, key: 'design.error.duplicateId' });
    ids.add(id);
  };
  const pages = doc.pages.map((page, p) => {
    claim(page.id, `pages.${p}.id`);
    if (slugs.has(page.slug)) issues.push({ path: `pages.${p}.slug`, key: 'design.error.duplicateSlug' });
    slugs.add(page.slug);
    if (RESERVED_PAGE_SLUGS.has(page.slug)) issues.push({ path: `pages.${p}.slug`, key: 'design.error.reservedSlug' });
    if ((page.kind === 'home') !== (page.slug === ''))
      issues.push({ path: `pages.${p}.slug`, key: 'design.error.homeSlug' });
    const sections = page.sections.map((section, s) => {
      claim(section.id, `pages.${p}.sections.${s}.id`);
      const props = kindOf(section.type).props.safeParse(section.props);
      if (!props.success) issues.push(...fromZod(props.error, ['pages', p, 'sections', s, 'props']));
      return { ...section, props: props.data ?? {} };
    });
    return { ...page, sections };
  });
  if (!doc.pages.some((page) => page.kind === 'home')) issues.push({ path: 'pages', key: 'design.error.noHome' });
  if (new Set(doc.languages).size !== doc.languages.length)
    issues.push({ path: 'languages', key: 'design.error.duplicate' });
  return issues.length ? { ok: false, issues } : { ok: true, doc: plainTexts({ ...doc, pages }) };
}
