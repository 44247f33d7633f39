/**
 * The language menu is a native <details>: it needs telling to close on Escape, and when a
 * dialog opens over it (a modal makes the page behind inert, so the menu would stay open,
 * unreachable, until the dialog closes).
 */
export function wireLanguageMenu(header: HTMLElement): void {
  const menus = () => [...header.querySelectorAll<HTMLDetailsElement>('details[data-lang-switch][open]')];
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const menu of menus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
  new MutationObserver((changes) => {
    if (changes.some((c) => c.target instanceof HTMLDialogElement && c.target.open))
      for (const menu of menus()) menu.open = false;
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
}
