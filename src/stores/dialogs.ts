import { atom } from 'nanostores';

export type DialogState =
  | {
      name: 'login';
      tab: 0 | 1;
      redirect?: string | null;
      reason?: string | null;
      next?: 'country';
      /** Open on "Forgot password?". */
      forgot?: boolean;
    }
  | { name: 'country' }
  | null;

/**
 * The one open dialog. The page mounts the dialog host (and React) the first time this
 * names a dialog, so marketing pages ship no React until a visitor asks for one.
 */
export const $dialog = atom<DialogState>(null);

export function openDialog(state: NonNullable<DialogState>): void {
  $dialog.set(state);
}

export function closeDialog(): void {
  $dialog.set(null);
}

/**
 * Open station (spec §4): the country modal, signed in or not. Markets, packages and templates
 * are public, so a visitor browses them first; adding a site to the cart asks for a login
 * (CreateSite), which then continues where they were.
 */
export function openStation(): void {
  openDialog({ name: 'country' });
}
