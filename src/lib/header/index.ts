import { markDevice } from '../device';
import { wireAvatarMenu } from './avatarMenu';
import { wireActions } from './actions';
import { keepQueryOnLanguageSwitch } from './languageLinks';
import { wireLogout } from './logout';
import { wireMobileMenu } from './mobileMenu';
import { openLoginFromQuery } from './loginFromQuery';
import { watchScroll } from './scroll';
import { showUser } from './userChrome';

/** Wires the static header, one job per module. No framework. */
export function initHeader(): void {
  const header = document.getElementById('site-header');
  if (!header) return;
  markDevice();
  watchScroll(header);
  wireMobileMenu(header);
  const avatarMenu = wireAvatarMenu(header);
  wireLogout(header, avatarMenu);
  wireActions(header);
  keepQueryOnLanguageSwitch(header);
  showUser(header);
  openLoginFromQuery();
}
