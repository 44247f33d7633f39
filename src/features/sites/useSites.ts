import { useEffect } from 'react';
import { api } from '~/lib/api';
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
        ? api<Page<Site>>('/site', {
            query: { siteName: query.siteName, page: query.page, pageSize: SITES_PAGE_SIZE },
            toastError: false,
          })
        : notYet(),
    [query],
  );
  const { data, loading, failed, retry } = load;
  useEffect(() => {
    if (loading || failed || !data || !anyProvisioning(data.list)) return;
    const timer = setTimeout(retry, PROVISIONING_POLL_MS);
    return () => clearTimeout(timer);
  }, [data, loading, failed, retry]);
  return load;
}
