import { useCallback, useEffect, useState } from 'react';
import { type OrderFilter, orderFilterSearch, parseOrderFilter } from './orders';

/**
 * The status filter and page, kept in the URL (`?status=&page=`): a reload shows the same
 * list and Back returns to the previous filter. `ready` is false until the URL has been
 * read after hydration (the server-rendered HTML knows no query).
 */
export function useOrderFilter() {
  const [filter, setFilter] = useState<OrderFilter>({ status: null, page: 1 });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const read = () => setFilter(parseOrderFilter(window.location.search));
    read();
    setReady(true);
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const go = useCallback((next: OrderFilter) => {
    const { pathname, search, hash } = window.location;
    const target = `${pathname}${orderFilterSearch(next, search)}${hash}`;
    if (target !== `${pathname}${search}${hash}`) window.history.pushState(null, '', target);
    setFilter(next);
  }, []);

  return { filter, ready, go };
}
