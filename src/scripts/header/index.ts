import { wireAvatarMenu } from './avatarMenu';
import { wireActions } from './actions';
import { startCartBadge } from './cartBadge';
import { wireLogout } from './logout';
import { wireMobileMenu } from './mobileMenu';
import { openLoginFromQuery } from './loginFromQuery';
import { showUser } from './userChrome';

/**
 * Wires the header's interactive part, one job per module, no framework. It loads on the
 * visitor's first sign of intent (src/lib/onIntent.ts); what must run at load is in ./atLoad.
 */
export function initHeader(): void {
  const header = document.getElementById('site-header');
  if (header) {
    wireMobileMenu(header);
    const avatarMenu = wireAvatarMenu(header);
    wireLogout(header, avatarMenu);
    wireActions(header);
    showUser(header);
    startCartBadge(header);
  }
  openLoginFromQuery();
}
