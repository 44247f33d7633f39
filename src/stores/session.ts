import { atom } from 'nanostores';
import { readStored, storageKeys, writeStored } from '~/lib/storage';
import type { UserInfo } from '~/shared/types';

/**
 * The session (spec §4): logged in exactly when a token is stored. `$token` and `$user`
 * are the change notification — islands and the header subscribe to them. This module
 * holds the state only; the calls that change it over HTTP are in sessionActions.ts, so
 * the API client (which reads the token and ends a rejected session) imports no caller.
 */
const STORAGE_DEBOUNCE_MS = 300;
const hasWindow = typeof window !== 'undefined';

function storedUser(): UserInfo | null {
  try {
    return JSON.parse(readStored(storageKeys.user) ?? 'null') as UserInfo | null;
  } catch {
    return null;
  }
}

export const $token = atom<string | null>(readStored(storageKeys.token));
export const $user = atom<UserInfo | null>($token.get() ? storedUser() : null);

if (hasWindow) {
  $token.listen((token) => {
    // The header's CSS shows guest or user chrome from this (the head script sets it first).
    document.documentElement.dataset['auth'] = token ? 'in' : 'out';
  });
}

/** Stores a token (and the user, when known). */
export function setSession(token: string, user?: UserInfo | null): void {
  writeStored(storageKeys.token, token);
  if (user) setUser(user);
  $token.set(token);
}

export function setUser(user: UserInfo | null): void {
  writeStored(storageKeys.user, user ? JSON.stringify(user) : null);
  $user.set(user);
}

/** Forgets the session in this browser (every tab follows through the storage event). */
export function forget(): void {
  writeStored(storageKeys.token, null);
  writeStored(storageKeys.user, null);
  $user.set(null);
  $token.set(null);
}

/**
 * The server no longer accepts the token (a 401 or 403, spec §8): forget it and leave an
 * account page for the login dialog with the "log in again" message.
 */
export function endSession(): void {
  forget();
  leaveGuardedPage('session');
}

/** True when the current page is an account page (the layout marks them). */
export function onGuardedPage(): boolean {
  return hasWindow && document.documentElement.dataset['guard'] === '1';
}

/**
 * Leaves an account page for the localized home with the login dialog open, saying why
 * and coming back after the next login.
 */
export function leaveGuardedPage(reason: 'session' | null): void {
  if (!onGuardedPage()) return;
  const home = document.documentElement.dataset['home'] ?? '/';
  const back = encodeURIComponent(location.pathname + location.search + location.hash);
  window.location.assign(`${home}?showLogin=1${reason ? `&reason=${reason}` : ''}&redirect=${back}`);
}

// Another tab logged in or out: follow it, debounced (spec §4: 300 ms).
if (hasWindow) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (e) => {
    if (e.key !== storageKeys.token && e.key !== null) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const token = readStored(storageKeys.token);
      if (token === $token.get()) return;
      $user.set(token ? storedUser() : null);
      $token.set(token);
      if (!token) leaveGuardedPage(null);
    }, STORAGE_DEBOUNCE_MS);
  });
}
