import { useEffect } from 'react';
import { api } from '~/stores/api';
import { pollUntil } from '~/lib/poll';
import type { Site } from '~/shared/orderTypes';
import type { Page } from '~/shared/types';
import { useLoad } from '~/ui/useLoad';
import { anyProvisioning, PROVISIONING_POLL_MS, SITES_PAGE_SIZE, type SitesQuery } from './sites';

/** Until the URL has been read there is nothing to ask for: the list stays "loading". */
const notYet = () => new Promise<never>(() => {});

/**
 * The merchant's sites for a query — and, while a site is being provisioned, a quiet look
 * again every few seconds until it is live or failed.
 */
export function useSites(query: SitesQuery | null) {
  const load = useLoad<Page<Site>>(
    () =>
      query
        ? api.get('/api/site', {
            query: { siteName: query.siteName, page: query.page, pageSize: SITES_PAGE_SIZE },
            toastError: false,
          })
        : notYet(),
    [query],
  );
  const { data, failed, retry } = load;
  // A failed look ends the watch (`failed` turns it off) until a load succeeds again; a look
  // overtaken by a newer load (null) is not an answer, so the watch goes on.
  const watching = !failed && data !== null && anyProvisioning(data.list);
  useEffect(() => {
    if (!watching) return;
    const stop = new AbortController();
    void pollUntil(
      async () => {
        const page = await retry();
        return page !== null && !anyProvisioning(page.list);
      },
      { delayMs: PROVISIONING_POLL_MS, signal: stop.signal },
    );
    return () => stop.abort();
  }, [watching, retry]);
  return load;
}
