import { $token, $user } from '~/stores/session';
import { ensureUser } from '~/stores/sessionActions';

export const DEFAULT_AVATAR = '/avatar-default.svg';

/**
 * The signed-in chrome: the user's name and avatar, kept in step with the session. An
 * avatar that fails to load (an outside URL, a dead link) falls back to the built-in one.
 */
export function showUser(header: HTMLElement): void {
  const name = header.querySelector<HTMLElement>('[data-user-name]');
  const img = header.querySelector<HTMLImageElement>('[data-user-avatar]');
  img?.addEventListener('error', () => {
    if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR;
  });
  const render = () => {
    const user = $user.get();
    if (name) name.textContent = user?.nickname || user?.username || name.dataset['default'] || '';
    const src = user?.img || DEFAULT_AVATAR;
    if (img && img.getAttribute('src') !== src) img.src = src;
  };
  render();
  $user.listen(render);
  $token.listen(() => void ensureUser().catch(() => null));
  void ensureUser().catch(() => null);
}
