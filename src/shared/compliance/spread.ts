import type { Section, SiteDocument } from '../siteDesign/document.ts';
import { DOC_LIMITS } from '../siteDesign/document.ts';
import { lacks, requiredElements } from './missing.ts';
import { startingCompliance } from './starting.ts';
import type { MarketRules } from './types.ts';

/**
 * The designer's one-step fix: the most complete compliance section of the site (the one that
 * lacks fewest required fields; none: the market's starting one) copied to every page — into
 * each page's compliance sections, and added just above the footer where a page has none.
 */
export function spreadCompliance(doc: SiteDocument, rules: MarketRules): SiteDocument {
  const gaps = (props: Record<string, unknown>) =>
    requiredElements(rules).reduce((n, kind) => n + lacks(kind, props, rules, doc).fields.length, 0);
  let best: Record<string, unknown> = startingCompliance(rules, doc.languages);
  let fewest = Number.POSITIVE_INFINITY;
  for (const page of doc.pages)
    for (const s of page.sections)
      if (s.type === 'compliance' && gaps(s.props) < fewest) {
        fewest = gaps(s.props);
        best = s.props;
      }
  const ids = new Set(doc.pages.flatMap((p) => [p.id, ...p.sections.map((s) => s.id)]));
  let n = 0;
  const freshId = () => {
    while (ids.has(`compliance-${++n}`));
    return `compliance-${n}`;
  };
  return {
    ...doc,
    pages: doc.pages.map((page) => {
      if (page.sections.some((s) => s.type === 'compliance'))
        return {
          ...page,
          sections: page.sections.map((s) => (s.type === 'compliance' ? { ...s, props: structuredClone(best) } : s)),
        };
      if (page.sections.length >= DOC_LIMITS.sectionsPerPage) return page;
      const footer = page.sections.findLastIndex((s) => s.type === 'footer');
      const at = footer < 0 ? page.sections.length : footer;
      const added: Section = { id: freshId(), type: 'compliance', props: structuredClone(best) };
      return { ...page, sections: [...page.sections.slice(0, at), added, ...page.sections.slice(at)] };
    }),
  };
}
