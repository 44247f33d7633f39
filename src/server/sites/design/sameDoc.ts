import type { SiteDocument } from '../../../shared/siteDesign/document.ts';

/**
 * Two documents are the same when their JSON is, whatever the order of keys (jsonb keeps its
 * own order, a saved draft the editor's): "Publish with no change" compares the draft with the
 * newest version this way and makes no version.
 */
export function sameDocument(a: SiteDocument, b: SiteDocument): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
