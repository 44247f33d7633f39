import type { LoginInput, RegisterInput } from '~/shared/schemas/auth';
import type { UserInfo } from '~/shared/types';
import { $token, $user, forget, setSession, setUser } from './session';

/** The HTTP side, loaded on first use so marketing pages do not carry the API client. */
const calls = () => import('./authCalls');

let confirmed: Promise<UserInfo | null> | undefined;
let inflight: Promise<UserInfo | null> | undefined;

// A new token (or none) needs its own confirmation.
$token.listen(() => {
  confirmed = undefined;
});

/** Logs in; the user info comes with the reply or is fetched right after. */
export async function login(input: LoginInput): Promise<void> {
  const { token, user } = await (await calls()).authorize(input);
  setSession(token, user);
  if (!user) await refreshUserInfo().catch(() => null);
}

/**
 * Registers and stays signed in with the reply's session (api.md: register answers as login
 * does). Spec §4 sent the new merchant to the login tab to type it all again: one step more for
 * nothing (issue 25).
 */
export async function register(input: RegisterInput): Promise<void> {
  const { token, user } = await (await calls()).register(input);
  setSession(token, user);
  if (!user) await refreshUserInfo().catch(() => null);
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
