import { useCallback, useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { pollUntil } from '~/lib/poll';
import { useLoad } from '~/ui/useLoad';
import { BALANCE_POLL_MS, BALANCE_POLL_TRIES, balanceRose, HISTORY_PAGE_SIZE, OPEN_POLL_MS } from './settlement';

const fetchSettlement = (page: number) =>
  api.get('/api/settlement', { query: { page, pageSize: HISTORY_PAGE_SIZE }, toastError: false });

/**
 * The balance, pending settlement and one page of history — and a wait for a top-up to land.
 * While a top-up is open (`watching`, or any listed by the server) the figures are read again
 * every OPEN_POLL_MS, so a transfer that arrives shows without a reload.
 */
export function useSettlement(watching: boolean) {
  const [page, setPage] = useState(1);
  const load = useLoad(() => fetchSettlement(page), [page]);
  const { retry } = load;
  const open = watching || (load.data?.openTopUps.length ?? 0) > 0;

  useEffect(() => {
    if (!open) return;
    const stop = new AbortController();
    void pollUntil(
      async () => {
        await retry();
        return false;
      },
      { delayMs: OPEN_POLL_MS, signal: stop.signal },
    );
    return () => stop.abort();
  }, [open, retry]);

  /**
   * Reads the balance again until it rises above `before` (a confirmed top-up) or the tries
   * run out; shows the new figures when it rose. Resolves whether it did.
   */
  const waitForCredit = useCallback(
    async (before: string, signal: AbortSignal): Promise<boolean> => {
      const rose = await pollUntil(async () => balanceRose(before, (await fetchSettlement(1)).balance), {
        delayMs: BALANCE_POLL_MS,
        tries: BALANCE_POLL_TRIES,
        signal,
      });
      if (rose) retry();
      return rose;
    },
    [retry],
  );

  return { ...load, page, setPage, waitForCredit };
}
