import { useCallback, useEffect, useState } from 'react';

/** Loading / loaded / failed for one fetch, with a retry. */
export function useLoad<T>(fetcher: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(fetcher, deps);
  const run = useCallback(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    load().then(
      (d) => {
        if (!live) return;
        setData(d);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(run, [run]);
  return { data, failed, loading, retry: run };
}
