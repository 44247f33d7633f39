/** What acts: the header's buttons and links, and open-station buttons anywhere. */
const ACTS = '#site-header [data-action], [data-open-station]';
/** Where a pointer or focus announces an action: a head start for the load. */
const NEAR = '#site-header, [data-open-station]';
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
const STORAGE_DEBOUNCE_MS = 300;
const REPLAYED_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * Loads the page's interactive code on the visitor's first sign of intent — a pointer over,
 * focus in or touch on the header or an open-station button — rather than at load. A click
 * (or Enter, Space or an arrow key) that comes before the code is stopped, then replayed once
 * it has arrived. It loads at
 * once where the page needs it without an action: a stored session (the avatar and the
 * cart badge), a `showLogin` or referral link, or another tab writing local storage (a
 * log-in or log-out there; spec §4: followed after 300 ms, by the loaded session store).
 * `load` resolves once the code is wired.
 */
export function loadOnIntent(load: () => Promise<void>): void {
  let pending: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () =>
    (pending ??= load().then(stop, (err: unknown) => {
      pending = undefined; // the next sign of intent tries again
      throw err;
    }));
  const near = (e: Event) => {
    if ((e.target as Element).closest?.(NEAR)) void start().catch(() => undefined);
  };
  const early = (e: MouseEvent) => {
    const el = (e.target as Element).closest?.<HTMLElement>(ACTS);
    if (!el) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    start().then(
      () => el.click(),
      // Offline: a link still goes where it points (`?showLogin=1` tries again there).
      () => el instanceof HTMLAnchorElement && window.location.assign(el.href),
    );
  };
  // The keyboard's share of the same promise: Enter and Space act like a click; the arrows
  // open a menu button's menu, so they are handed again to the element once it is wired.
  const earlyKey = (e: KeyboardEvent) => {
    const el = (e.target as Element).closest?.<HTMLElement>(ACTS);
    if (!el || !REPLAYED_KEYS.includes(e.key)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const { key } = e;
    start().then(
      () =>
        key === 'Enter' || key === ' '
          ? el.click()
          : el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
      () => undefined,
    );
  };
  const storage = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void start().catch(() => undefined), STORAGE_DEBOUNCE_MS);
  };
  function stop(): void {
    for (const type of INTENT) document.removeEventListener(type, near, true);
    document.removeEventListener('click', early, true);
    document.removeEventListener('keydown', earlyKey, true);
    window.removeEventListener('storage', storage);
  }
  for (const type of INTENT) document.addEventListener(type, near, { capture: true, passive: true });
  document.addEventListener('click', early, true);
  document.addEventListener('keydown', earlyKey, true);
  window.addEventListener('storage', storage);
  const q = new URLSearchParams(window.location.search);
  if (document.documentElement.dataset['auth'] === 'in' || q.has('showLogin') || q.has('leagueCode'))
    void start().catch(() => undefined);
}
