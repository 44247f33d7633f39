import { openDialog } from '~/stores/dialogs';
import { rememberReferral } from '~/lib/referral';

/**
 * `?showLogin=1` opens the login dialog on any page, with `redirect` and `reason`; a
 * referral link (`leagueCode`) opens it on the register tab and its code is remembered.
 */
export function openLoginFromQuery(): void {
  const { search } = window.location;
  rememberReferral(search);
  const q = new URLSearchParams(search);
  if (q.get('showLogin') !== '1') return;
  const tab = q.get('leagueCode') ? 1 : 0;
  openDialog({ name: 'login', tab, redirect: q.get('redirect'), reason: q.get('reason') });
}
