import { $token } from '~/stores/session';

/** The cart badge is for merchants: its code loads once a session exists (now or after login). */
export function startCartBadge(header: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started || !$token.get()) return;
    started = true;
    void import('./cartCount').then((m) => m.initCartCount(header));
  };
  start();
  $token.listen(start);
}
