import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Load<T> {
  /** The last data loaded; kept while reloading and after a failed reload. */
  data: T | null;
  loading: boolean;
  failed: boolean;
  /** The failure, for `errorMessage` (the server's words, a network error…). */
  error: unknown;
  /**
   * Loads again (the Retry button, or after a change); resolves with the data, or null when
   * the load failed or a newer one took its place.
   */
  retry: () => Promise<T | null>;
}

/**
 * One fetch's loading / loaded / failed states with a retry, for `LoadState`. Runs again when
 * `deps` change; only the latest run's answer is kept, so a slow old answer never wins.
 */
export function useLoad<T>(fetcher: () => Promise<T>, deps: DependencyList): Load<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean; error: unknown }>({
    data: null,
    loading: true,
    failed: false,
    error: null,
  });
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const run = useRef(0);

  const retry = useCallback(() => {
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true, failed: false, error: null }));
    return latest.current().then(
      (data) => {
        if (run.current !== id) return null;
        setState({ data, loading: false, failed: false, error: null });
        return data;
      },
      (error: unknown) => {
        if (run.current === id) setState((s) => ({ ...s, loading: false, failed: true, error }));
        return null;
      },
    );
  }, []);

  useEffect(
    () => {
      void retry();
      return () => {
        run.current++; // unmounted or deps changed: drop the answer in flight
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
    deps,
  );

  return { ...state, retry };
}
