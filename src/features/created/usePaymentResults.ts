import { useCallback, useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { ApiError } from '~/lib/apiError';
import { pollUntil } from '~/lib/poll';
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: run is the refresh trigger.
  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    let turn = new AbortController();
    let inFlight = false;
    // The pace slows with every turn of this screen's polling, not of each restarted loop.
    let attempt = 0;

    /** One look at the order; true when there is nothing more to wait for. */
    const ask = async (): Promise<boolean> => {
      inFlight = true;
      try {
        const results = await api.post('/api/order/paymentresults', {
          body: { id: orderId },
          toastError: false,
        });
        if (!live) return true;
        const again = shouldPoll(results);
        setState({ kind: 'ready', results, polling: again });
        return !again;
      } catch (err) {
        if (!live) return true;
        if (err instanceof ApiError && (err.code === 'not_found' || err.code === 'validation_failed')) {
          setState({ kind: 'notFound' });
          return true;
        }
        console.error('payment results failed', err);
        setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' }));
        return false;
      } finally {
        inFlight = false;
      }
    };

    /** Asks now, then on the polling pace until done; a new start ends the previous wait. */
    const start = () => {
      turn.abort();
      turn = new AbortController();
      const { signal } = turn;
      void ask().then((done) => done || pollUntil(ask, { delayMs: () => pollDelay(attempt++), signal }));
    };

    start();
    // Back from another tab or app: ask at once instead of waiting for the next turn
    // (unless a look is already on its way; its answer decides what comes next).
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !inFlight) start();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      turn.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderId, run]);

  const refresh = useCallback(() => setRun((n) => n + 1), []);
  return { state, refresh };
}
