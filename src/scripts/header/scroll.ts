const SCROLL_SOLID_PX = 10;

/** A header floating over a hero turns solid after 10 px of scroll (spec §2). */
export function watchScroll(header: HTMLElement): void {
  if (header.hasAttribute('data-solid')) return;
  const apply = () => header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_SOLID_PX);
  apply();
  window.addEventListener('scroll', apply, { passive: true });
}
