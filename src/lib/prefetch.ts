/** Spec §2, §9: the three account pages a logged-in merchant opens most, at 2, 3 and 4 s. */
export const PREFETCH_PLAN: readonly { path: string; afterMs: number }[] = [
  { path: 'my-order', afterMs: 2000 },
  { path: 'cart', afterMs: 3000 },
  { path: 'personal', afterMs: 4000 },
];

/** `/ja` + `cart` → `/ja/cart`; English lives at the root. */
export function localizedPath(home: string, path: string): string {
  return `${home.replace(/\/+$/, '')}/${path}`;
}

/**
 * Background prefetch for a logged-in visitor (a stored token):
 * adds `<link rel="prefetch">` for each page of the plan, timed from the load event.
 * Skipped for guests, after a log-out, and when the visitor asked to save data.
 */
export function initPrefetch(): void {
  // The session as <html data-auth> shows it: set from storage before first paint, kept in
  // step by the session store (and by src/lib/onIntent.ts for another tab's change).
  const loggedIn = () => document.documentElement.dataset['auth'] === 'in';
  const conn = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!loggedIn() || conn?.saveData) return;
  const home = document.documentElement.dataset['home'] ?? '/';
  const start = () => {
    for (const { path, afterMs } of PREFETCH_PLAN) {
      window.setTimeout(() => {
        if (!loggedIn()) return; // logged out meanwhile (or the token was refused)
        const href = localizedPath(home, path);
        if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) return;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        link.dataset['prefetch'] = path;
        document.head.append(link);
      }, afterMs);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
