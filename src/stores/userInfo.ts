import { $token, $user, clearSession, leaveGuardedPage, setUser } from './session';
import type { UserInfo } from '~/shared/types';

let inflight: Promise<UserInfo | null> | null = null;

/**
 * Fetches user info when a token exists and none is loaded (spec §4). Plain fetch,
 * not the API client, so marketing pages stay tiny. A failure is only logged;
 * 401/403 ends the session like any other call.
 */
export function ensureUserInfo(force = false): Promise<UserInfo | null> {
  const token = $token.get();
  if (!token) return Promise.resolve(null);
  if (!force && $user.get()) return Promise.resolve($user.get());
  inflight ??= fetch('/api/user/info', {
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': document.documentElement.dataset['locale'] ?? 'en',
    },
  })
    .then(async (res) => {
      if (res.status === 401 || res.status === 403) {
        clearSession({ logoutEvent: true });
        leaveGuardedPage();
        return null;
      }
      const body = (await res.json()) as { code: number; data: UserInfo };
      if (!res.ok || body.code !== 0) throw new Error(`user/info ${res.status}`);
      if ($token.get() === token) setUser(body.data);
      return body.data;
    })
    .catch((err: unknown) => {
      console.warn('user info failed to load', err);
      return null;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
