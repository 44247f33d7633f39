import { useSyncExternalStore } from 'react';
import { ApiError } from '~/lib/apiError';
import { onSessionEnded, staffApi } from './staffApi';
import type { StaffMember } from './types';

/**
 * Who is signed in to the staff console on this page. `checking` until GET /api/staff/me
 * answers; `out` shows the sign-in (with a notice: signed out, session ended); `failed` is a
 * check that got no answer (Retry). The session itself is the API's HttpOnly cookie.
 */
export type StaffSession =
  | { status: 'checking' }
  | { status: 'out'; notice?: { text: string; kind: 'info' | 'error' } }
  | { status: 'in'; me: StaffMember }
  | { status: 'failed'; error: unknown };

/**
 * The one value a staff page shares between its parts, kept with React's own external-store hook
 * rather than nanostores: the console's pages are the only ones that import it, and a store
 * module they shared with the account screens moved those screens' first load past 100 KB.
 */
function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const $staffSession = valueStore<StaffSession>({ status: 'checking' });

/** The session in a component, re-rendered when it changes. */
export const useStaffSession = () =>
  useSyncExternalStore($staffSession.subscribe, $staffSession.get, $staffSession.get);

/** Asks the API who this browser's staff session belongs to. */
export async function checkSession(): Promise<void> {
  $staffSession.set({ status: 'checking' });
  try {
    $staffSession.set({ status: 'in', me: await staffApi.get('/api/staff/me', { signingIn: true }) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $staffSession.set({ status: 'out' });
    else $staffSession.set({ status: 'failed', error });
  }
}

export function signedIn(me: StaffMember): void {
  $staffSession.set({ status: 'in', me });
}

/** Ends the session on the server; the sign-in shows `notice` (even if the server could not be told). */
export async function signOut(notice: string): Promise<void> {
  try {
    await staffApi.post('/api/staff/logout');
  } finally {
    $staffSession.set({ status: 'out', notice: { text: notice, kind: 'info' } });
  }
}

// Any call that finds the session gone (expired, ended by an administrator) returns to sign-in.
onSessionEnded((message) => {
  if ($staffSession.get().status === 'in') {
    $staffSession.set({ status: 'out', notice: { text: message, kind: 'error' } });
  }
});
