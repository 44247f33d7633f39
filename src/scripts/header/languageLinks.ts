/** The language switcher keeps the query and hash of the current page (spec §2). */
export function keepQueryOnLanguageSwitch(header: HTMLElement): void {
  header.addEventListener('click', (e) => {
    const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-locale-link]');
    if (!a) return;
    const { search, hash } = window.location;
    if (search || hash) a.href = a.pathname + search + hash;
  });
}
