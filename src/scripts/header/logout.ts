import { logout } from '~/stores/sessionActions';
import type { AvatarMenu } from './avatarMenu';

/**
 * Log out asks first (spec §4). The avatar menu closes as the confirmation opens; a
 * cancel brings focus back to the avatar, a confirmation logs out and goes home.
 */
export function wireLogout(header: HTMLElement, menu: AvatarMenu): void {
  const confirm = header.querySelector<HTMLDialogElement>('#logout-confirm');
  if (!confirm) return;
  header.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('[data-action="logout"]')) return;
    menu.close();
    confirm.returnValue = '';
    confirm.showModal();
  });
  confirm.addEventListener('close', () => {
    if (confirm.returnValue !== 'confirm') {
      menu.close({ focusButton: true });
      return;
    }
    void logout().then(() => window.location.assign(document.documentElement.dataset['home'] ?? '/'));
  });
}
