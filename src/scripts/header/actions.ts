import { toggleTheme } from '~/lib/theme';
import { openDialog, openStation } from '~/stores/dialogs';

/** The header's buttons that open a dialog or switch the theme. */
export function wireActions(header: HTMLElement): void {
  header.addEventListener('click', (e) => {
    const action = (e.target as Element).closest<HTMLElement>('[data-action]')?.dataset['action'];
    if (action === 'login') {
      e.preventDefault();
      openDialog({ name: 'login', tab: 0 });
    } else if (action === 'open-station') {
      openStation();
    } else if (action === 'theme') {
      toggleTheme();
    }
  });
}
