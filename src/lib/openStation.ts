import { openDialog } from '~/stores/dialogs';
import { $token } from '~/stores/session';

/** Open station (spec §4): logged in → country modal; otherwise the login dialog at tab 0. */
export function openStation(): void {
  // A guest logs in first, then continues straight to the market choice.
  openDialog($token.get() ? { name: 'country' } : { name: 'login', tab: 0, next: 'country' });
}
