import { markDevice } from '~/lib/device';
import { keepQueryOnLanguageSwitch } from './languageLinks';
import { wireLanguageMenu } from './languageMenu';
import { watchScroll } from './scroll';

/**
 * The header's part that cannot wait for the visitor: device marks for CSS, the solid
 * background on scroll, and the language menu (a link's target is fixed as it is clicked;
 * Escape and a dialog close the menu). Menus, dialogs and the user chrome load on intent
 * (src/scripts/interactive.ts).
 */
export function initHeaderAtLoad(): void {
  markDevice();
  const header = document.getElementById('site-header');
  if (!header) return;
  watchScroll(header);
  keepQueryOnLanguageSwitch(header);
  wireLanguageMenu(header);
}
