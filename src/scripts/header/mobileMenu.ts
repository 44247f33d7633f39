const MOBILE_ACTION_DELAY_MS = 150;

/** The mobile menu: toggles, locks page scrolling while open, closes on Escape and on a wide screen. */
export function wireMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-action="menu"]');
  const menu = header.querySelector<HTMLElement>('#main-menu');
  if (!toggle || !menu) return;
  const set = (open: boolean) => {
    header.toggleAttribute('data-menu-open', open);
    document.body.classList.toggle('scroll-locked', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset['labelClose'] : toggle.dataset['labelOpen']) ?? '');
  };
  toggle.addEventListener('click', () => set(!header.hasAttribute('data-menu-open')));
  menu.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('a')) return;
    // Let the tap feedback show before the menu closes (spec §9: 150 ms).
    setTimeout(() => set(false), MOBILE_ACTION_DELAY_MS);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && header.hasAttribute('data-menu-open')) {
      set(false);
      toggle.focus();
    }
  });
  window.matchMedia('(min-width: 769px)').addEventListener('change', (m) => {
    if (m.matches) set(false);
  });
}
