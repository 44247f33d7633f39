import { $token, onGuardedPage } from '~/stores/session';

/**
 * An account screen's first request, sent while the island's module loads — before React
 * has been downloaded, run and has hydrated the island — so the list is on its way (or
 * already here) when the first render asks for it. The first ask with the same key gets
 * that answer; every other ask (a new filter, Retry, a reload after a change) sends anew.
 * Only on an account page of a logged-in browser: during the build or in a test that
 * imports the module, nothing is sent; nor when `keyNow` has nothing to ask (undefined).
 */
export function early<K, T>(keyNow: () => K | undefined, fetcher: (key: K) => Promise<T>): (key: K) => Promise<T> {
  let first: { key: string; answer: Promise<T> } | null = null;
  const key = typeof window !== 'undefined' && onGuardedPage() && $token.get() ? keyNow() : undefined;
  if (key !== undefined) {
    const answer = fetcher(key);
    // Whoever takes it handles a failure; one nobody takes must not be reported as unhandled.
    answer.catch(() => undefined);
    first = { key: JSON.stringify(key), answer };
  }
  return (key) => {
    const taken = first;
    first = null;
    return taken && taken.key === JSON.stringify(key) ? taken.answer : fetcher(key);
  };
}
