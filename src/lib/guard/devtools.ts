/**
 * Watches for docked developer tools (spec §4: every 500 ms; the 160 px size gap is
 * `devtoolsLikelyOpen` in ./decide). Reports changes on the console and as
 * `app:devtools` ({ open }) on window — nothing else: a merchant debugging their own
 * account must never be locked out.
 */
export function watchDevtools(likelyOpen: () => boolean, everyMs: number): () => void {
  let open = false;
  const check = () => {
    if (document.visibilityState === 'hidden') return;
    const now = likelyOpen();
    if (now === open) return;
    open = now;
    console.warn(`[guard] developer tools ${open ? 'open' : 'closed'}`);
    window.dispatchEvent(new CustomEvent('app:devtools', { detail: { open } }));
  };
  check();
  const id = window.setInterval(check, everyMs);
  return () => window.clearInterval(id);
}
