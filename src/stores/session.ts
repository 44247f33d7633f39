import { atom } from 'nanostores';
import type { UserInfo } from '~/shared/types';

/** Storage keys and window events of the session (spec §4). */
export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'userInfo';
export const TOKEN_EVENT = 'auth-token-change';
export const LOGOUT_EVENT = 'user-logout';
const STORAGE_DEBOUNCE_MS = 300;

const hasWindow = typeof window !== 'undefined';

function readToken(): string | null {
  if (!hasWindow) return null;
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function readUser(): UserInfo | null {
  if (!hasWindow) return null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

/** Logged in exactly when a token is stored; start-up reads it once. */
export const $token = atom<string | null>(readToken());
export const $user = atom<UserInfo | null>(readToken() ? readUser() : null);

let emitting = false;
/** Fires the change event once per change; a listener that changes the token again is ignored. */
function emitChange(token: string | null): void {
  if (!hasWindow || emitting) return;
  emitting = true;
  try {
    document.documentElement.dataset['auth'] = token ? 'in' : 'out';
    window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { token } }));
  } finally {
    emitting = false;
  }
}

export function setSession(token: string, user?: UserInfo | null): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    /* private mode: the session lives for this page only */
  }
  if (user) $user.set(user);
  if ($token.get() === token) return;
  $token.set(token);
  emitChange(token);
}

export function setUser(user: UserInfo | null): void {
  $user.set(user);
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    /* ignore */
  }
}

/** Removes the token and user; fires the change event and, when asked, the logout event. */
export function clearSession(opts: { logoutEvent?: boolean } = {}): void {
  const had = $token.get() !== null;
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* ignore */
  }
  $user.set(null);
  $token.set(null);
  if (had) emitChange(null);
  if (opts.logoutEvent && hasWindow) window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
}

/** Another tab changed the token: same handling, debounced. */
if (hasWindow) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const token = readToken();
      if (token === $token.get()) return;
      $token.set(token);
      $user.set(token ? readUser() : null);
      emitChange(token);
      if (!token) {
        window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
        leaveGuardedPage(null);
      }
    }, STORAGE_DEBOUNCE_MS);
  });
}

/** True when the current page is an account page (the head script marks them). */
export function onGuardedPage(): boolean {
  return hasWindow && document.documentElement.dataset['guard'] === '1';
}

/**
 * Leaves a guarded page for the localized home with the login dialog open, telling
 * the user why and bringing them back after they log in again.
 */
export function leaveGuardedPage(reason: 'session' | null = 'session'): void {
  if (!onGuardedPage()) return;
  const home = document.documentElement.dataset['home'] ?? '/';
  const back = encodeURIComponent(location.pathname + location.search + location.hash);
  window.location.assign(`${home}?showLogin=1${reason ? `&reason=${reason}` : ''}&redirect=${back}`);
}
