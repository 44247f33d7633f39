import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import type { Settlement } from '~/shared/orderTypes';
import { BALANCE_POLL_MS, BALANCE_POLL_TRIES, balanceRose, HISTORY_PAGE_SIZE } from './settlement';

const fetchSettlement = (page: number) =>
  api<Settlement>('/settlement', { query: { page, pageSize: HISTORY_PAGE_SIZE }, toastError: false });

/** The balance, pending settlement and one page of history, with a retry and a wait for a top-up. */
export function useSettlement() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Settlement | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const seq = useRef(0);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    setFailed(false);
    fetchSettlement(page).then(
      (s) => {
        if (mine !== seq.current) return;
        setData(s);
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        console.error('settlement failed to load', err);
        setFailed(true);
        setLoading(false);
      },
    );
  }, [page, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  /**
   * Reads the settlement again until the balance rises above `before` (a confirmed top-up)
   * or the tries run out; resolves whether it rose.
   */
  const waitForCredit = useCallback(async (before: string, signal: AbortSignal): Promise<boolean> => {
    for (let i = 0; i < BALANCE_POLL_TRIES && !signal.aborted; i++) {
      await new Promise((r) => setTimeout(r, BALANCE_POLL_MS));
      if (signal.aborted) break;
      try {
        const s = await fetchSettlement(pageRef.current);
        if (signal.aborted) break;
        if (balanceRose(before, s.balance)) {
          seq.current++; // any load in flight is older than this reading
          setData(s);
          return true;
        }
      } catch (err) {
        console.warn('settlement poll failed', err);
      }
    }
    return false;
  }, []);

  return { page, setPage, data, failed, loading, reload, waitForCredit };
}
