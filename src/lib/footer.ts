/** Spec §9: social links open after a short beat so the tap registers. */
const SOCIAL_DELAY_MS = 500;

/** The footer's year (the page may be served long after the build) and its social links. */
export function initFooter(): void {
  const p = document.querySelector<HTMLElement>('.copyright[data-rights]');
  if (p) p.textContent = (p.dataset['rights'] ?? '').replace('{{year}}', String(new Date().getFullYear()));
  document.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[data-social]');
    if (!a) return;
    e.preventDefault();
    setTimeout(() => window.open(a.href, '_blank', 'noopener,noreferrer'), SOCIAL_DELAY_MS);
  });
}
