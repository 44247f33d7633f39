import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { ApiError } from '~/lib/apiError';
import type { PaymentResults } from '~/shared/orderTypes';
import { pollDelay } from '~/shared/pollDelay';
import { shouldPoll } from './created';

type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; results: PaymentResults; polling: boolean };

/**
 * POST /api/order/paymentresults, again and again while something is under way
 * (`shouldPoll`); `refresh` asks now and starts polling again (after Pay or Retry).
 * A lost answer keeps the last good one on screen and tries again.
 */
export function usePaymentResults(orderId: number | null) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [run, setRun] = useState(0);
  const attempt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: run is the refresh trigger.
  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    attempt.current = 0;
    const ask = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const results = await api<PaymentResults>('/order/paymentresults', {
          method: 'POST',
          body: { id: orderId },
          toastError: false,
        });
        if (!live) return;
        const again = shouldPoll(results);
        setState({ kind: 'ready', results, polling: again });
        if (again) timer = setTimeout(ask, pollDelay(attempt.current++));
      } catch (err) {
        if (!live) return;
        if (err instanceof ApiError && (err.code === 'not_found' || err.code === 'validation_failed')) {
          setState({ kind: 'notFound' });
          return;
        }
        console.error('payment results failed', err);
        setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' }));
        timer = setTimeout(ask, pollDelay(attempt.current++));
      } finally {
        inFlight = false;
      }
    };
    void ask();
    // Back from another tab or app: ask at once instead of waiting for the next tick.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderId, run]);

  const refresh = useCallback(() => setRun((n) => n + 1), []);
  return { state, refresh };
}
