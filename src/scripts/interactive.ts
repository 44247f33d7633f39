import { mountDialogsOnDemand } from '~/features/dialogs/onDemand';
import { openStation } from '~/stores/dialogs';
import { $token } from '~/stores/session';
import { initHeader } from './header';

/**
 * Everything a visitor's action needs, loaded by ./page.ts on the first pointer over, focus
 * in or touch on something that acts (or at once for a session, a `?showLogin` link or
 * another tab's log-in): the dialogs, the header's menus and buttons, the session.
 */
export function initInteractive(): void {
  // Another tab may have logged in or out before the session store was loaded here.
  document.documentElement.dataset['auth'] = $token.get() ? 'in' : 'out';
  mountDialogsOnDemand();
  // Open-station buttons anywhere on the page (hero, pricing, service pages).
  document.addEventListener('click', (e) => {
    if ((e.target as Element).closest('[data-open-station]')) openStation();
  });
  initHeader();
}
