import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import type { Site } from '~/shared/orderTypes';
import type { Page } from '~/shared/types';
import { anyProvisioning, PROVISIONING_POLL_MS, SITES_PAGE_SIZE, type SitesQuery } from './sites';

/**
 * The merchant's sites for a query: loading, failed, retry — and, while a site is being
 * provisioned, a quiet look again every few seconds until it is live or failed.
 */
export function useSites(query: SitesQuery | null) {
  const [data, setData] = useState<Page<Site> | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const seq = useRef(0);

  useEffect(() => {
    if (!query) return;
    const mine = ++seq.current;
    setLoading(true);
    setFailed(false);
    api<Page<Site>>('/site', {
      query: { siteName: query.siteName, page: query.page, pageSize: SITES_PAGE_SIZE },
      toastError: false,
    }).then(
      (page) => {
        if (mine !== seq.current) return; // a newer query won the race
        setData(page);
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        console.error('site list failed', err);
        setFailed(true);
        setLoading(false);
      },
    );
  }, [query, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  useEffect(() => {
    if (loading || failed || !data || !anyProvisioning(data.list)) return;
    const timer = setTimeout(reload, PROVISIONING_POLL_MS);
    return () => clearTimeout(timer);
  }, [data, loading, failed, reload]);

  return { data, setData, failed, loading, reload };
}
