import { atom } from 'nanostores';
import { readStored, storageKeys, writeStored } from '~/lib/storage';
import type { LoginInput, RegisterInput } from '~/shared/schemas/auth';
import type { UserInfo } from '~/shared/types';

/**
 * The session (spec §4): logged in exactly when a token is stored. `$token` and `$user`
 * are the change notification — islands and the header subscribe to them.
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

/** The HTTP side, loaded on first use so marketing pages do not carry the API client. */
const calls = () => import('~/lib/authCalls');

let confirmed: Promise<UserInfo | null> | undefined;
let inflight: Promise<UserInfo | null> | undefined;

if (hasWindow) {
  $token.listen((token) => {
    // The header's CSS shows guest or user chrome from this (the head script sets it first).
    document.documentElement.dataset['auth'] = token ? 'in' : 'out';
    confirmed = undefined;
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
function forget(): void {
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

/** Logs in; the user info comes with the reply or is fetched right after. */
export async function login(input: LoginInput): Promise<void> {
  const { token, user } = await (await calls()).authorize(input);
  setSession(token, user);
  if (!user) await refreshUserInfo().catch(() => null);
}

/**
 * Registers without logging in: spec §4 sends the new merchant to the login tab, so the
 * token of the reply is revoked at once — unused, it would linger in Active sessions.
 */
export async function register(input: RegisterInput): Promise<void> {
  const api = await calls();
  const { token } = await api.register(input);
  await api.revoke(token);
}

/** Logs out: revokes the token on the server (a failure there must not keep the user in), then forgets it. */
export async function logout(): Promise<void> {
  try {
    if ($token.get()) await (await calls()).revoke();
  } catch {
    // Offline, or the client failed to load: the token is forgotten here all the same.
  } finally {
    forget();
  }
}

/**
 * Asks the server who the token belongs to and stores the answer; concurrent callers share
 * one request. Resolves null for a guest; rejects when the call fails (a revoked token has
 * then already ended the session).
 */
export function refreshUserInfo(): Promise<UserInfo | null> {
  const token = $token.get();
  if (!token) return Promise.resolve(null);
  inflight ??= calls()
    .then((api) => api.fetchUser())
    .then((user) => {
      if ($token.get() !== token) return null;
      setUser(user);
      return user;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/**
 * One confirmation per page view, shared by everyone who asks: account pages call it on
 * opening so a session signed out elsewhere ends here too; the header and the settings
 * screen reuse the same answer. A failed check may be retried.
 */
export function confirmSession(): Promise<UserInfo | null> {
  confirmed ??= refreshUserInfo().catch((err: unknown) => {
    confirmed = undefined;
    throw err;
  });
  return confirmed;
}

/** The header's need: a user to show whenever there is a token. */
export function ensureUser(): Promise<UserInfo | null> {
  const user = $user.get();
  return user || !$token.get() ? Promise.resolve(user) : confirmSession();
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
