export interface AvatarMenu {
  close(opts?: { focusButton?: boolean }): void;
}

/** The avatar menu button: a menu of links with arrow keys, Escape and outside clicks. */
export function wireAvatarMenu(header: HTMLElement): AvatarMenu {
  const btn = header.querySelector<HTMLButtonElement>('[data-action="avatar"]');
  const list = header.querySelector<HTMLElement>('#avatar-menu');
  if (!btn || !list) return { close: () => undefined };
  const items = () => [...list.querySelectorAll<HTMLElement>('a[role="menuitem"], button[role="menuitem"]')];
  const set = (open: boolean, focusFirst = false) => {
    list.hidden = !open;
    btn.setAttribute('aria-expanded', String(open));
    if (open && focusFirst) items()[0]?.focus();
  };
  btn.addEventListener('click', () => set(list.hidden !== false, true));
  btn.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      set(true, true);
    }
  });
  list.addEventListener('keydown', (e) => {
    const all = items();
    const i = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (i + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
      all[next]?.focus();
    } else if (e.key === 'Escape') {
      set(false);
      btn.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!list.hidden && !(e.target as Element).closest('.avatar-menu')) set(false);
  });
  return {
    close({ focusButton = false } = {}) {
      set(false);
      if (focusButton) btn.focus();
    },
  };
}
