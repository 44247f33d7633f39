import { devtoolsLikelyOpen } from './decide';

/**
 * Watches for docked developer tools (spec §4: size gap over 160 px, every 500 ms).
 * Reports changes on the console and as `app:devtools` ({ open }) on window — nothing
 * else: a merchant debugging their own account must never be locked out.
 */
export function watchDevtools(gapPx: number, everyMs: number): () => void {
  let open = false;
  const check = () => {
    if (document.visibilityState === 'hidden') return;
    const now = devtoolsLikelyOpen(window, gapPx);
    if (now === open) return;
    open = now;
    console.warn(`[guard] developer tools ${open ? 'open' : 'closed'}`);
    window.dispatchEvent(new CustomEvent('app:devtools', { detail: { open } }));
  };
  check();
  const id = window.setInterval(check, everyMs);
  return () => window.clearInterval(id);
}
