import { atom } from 'nanostores';

export type DialogState =
  | { name: 'login'; tab: 0 | 1; redirect?: string | null; reason?: string | null; next?: 'country' }
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
