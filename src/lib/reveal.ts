/** Scroll reveal (spec §9): 10 % visible, counted from 100 px above the viewport's bottom. */
export const REVEAL_OPTIONS = { threshold: [0, 0.1], rootMargin: '0px 0px -100px 0px' } as const;

/**
 * Fades `[data-reveal]` elements in as they scroll into view. The hidden state exists
 * only while `<html class="reveal-on">` is set — which this function does — so the
 * content is fully visible without JavaScript and with reduced motion.
 */
export function initReveal(root: Document = document): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (!items.length || !('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const show = (el: Element) => el.setAttribute('data-revealed', '');
  // What is on screen already stays put (no flash on load).
  const fold = window.innerHeight;
  const pending = items.filter((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < fold && r.bottom > 0) {
      show(el);
      return false;
    }
    return true;
  });
  if (!pending.length) return;
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const rootH = e.rootBounds?.height ?? fold;
        // An element taller than the viewport may never reach 10 %: show it on entry.
        if (e.intersectionRatio >= 0.1 || e.boundingClientRect.height * 0.1 > rootH) {
          show(e.target);
          io.unobserve(e.target);
        }
      }
    },
    { threshold: [...REVEAL_OPTIONS.threshold], rootMargin: REVEAL_OPTIONS.rootMargin },
  );
  for (const el of pending) io.observe(el);
  // At the very bottom the 100 px margin can leave the last items short of 10 %: show them all.
  const atEnd = () => {
    if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) return;
    pending.forEach((el) => {
      show(el);
      io.unobserve(el);
    });
    window.removeEventListener('scroll', atEnd);
  };
  window.addEventListener('scroll', atEnd, { passive: true });
  root.documentElement.classList.add('reveal-on');
}
