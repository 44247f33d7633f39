import { useEffect, useState } from 'react';

/** What the browser shows: a category (none: all), the search as applied, and the page. */
export interface BrowseQuery {
  categoryId: number | undefined;
  q: string;
  page: number;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The browser's query: the search box as typed, applied after a pause (back to page 1), and a
 * category or page change applied at once. `onChange` hears every applied query (the wizard
 * keeps it in the address).
 */
export function useBrowseQuery(initial: BrowseQuery, onChange?: (query: BrowseQuery) => void) {
  const [typed, setTyped] = useState(initial.q);
  const [query, setQuery] = useState(initial);
  useEffect(() => {
    const trimmed = typed.trim();
    if (trimmed === query.q) return;
    const timer = setTimeout(() => setQuery((s) => ({ ...s, q: trimmed, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's handler is read when the query changes, not a reason to call it.
  useEffect(() => onChange?.(query), [query]);
  return {
    typed,
    setTyped,
    query,
    pickCategory: (categoryId: number | undefined) => setQuery((s) => ({ ...s, categoryId, page: 1 })),
    setPage: (page: number) => setQuery((s) => ({ ...s, page })),
  };
}
