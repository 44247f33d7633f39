import { useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { useLoad } from '~/ui/useLoad';
import { nextUsable, WITHDRAW_PAGE_SIZE } from './withdrawals';

/**
 * The three readings of the withdrawals part — the quote (balances and limits), the address
 * book and a page of requests — each with its own loading, error and retry. The book is read
 * again when a cooling-off ends, so an address becomes choosable without a reload.
 */
export function useWithdrawals() {
  const [page, setPage] = useState(1);
  const quote = useLoad(() => api.get('/api/withdrawals/quote', { toastError: false }), []);
  const book = useLoad(() => api.get('/api/withdrawals/addresses', { toastError: false }), []);
  const list = useLoad(
    () => api.get('/api/withdrawals', { query: { page, pageSize: WITHDRAW_PAGE_SIZE }, toastError: false }),
    [page],
  );

  const reloadBook = book.retry;
  useEffect(() => {
    const at = nextUsable(book.data ?? [], Date.now());
    if (at === null) return;
    // Timers cap at ~24.8 days; a cooling-off is at most 30 days, so wake at least that often.
    const timer = setTimeout(() => void reloadBook(), Math.min(at - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [book.data, reloadBook]);

  return { quote, book, list, page, setPage };
}

export type WithdrawalsData = ReturnType<typeof useWithdrawals>;
