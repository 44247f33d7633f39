import { atom } from 'nanostores';

export type DialogState =
  | { name: 'login'; tab: 0 | 1; redirect?: string | null; reason?: string | null; next?: 'country' }
  | { name: 'country' }
  | null;

/** The one open dialog; the lazily mounted dialog host renders from it. */
export const $dialog = atom<DialogState>(null);

export function closeDialog(): void {
  $dialog.set(null);
}
