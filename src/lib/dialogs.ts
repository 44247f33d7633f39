import { $dialog, type DialogState } from '~/stores/dialogs';

let host: Promise<unknown> | undefined;

/**
 * Opens a dialog, loading React and the dialog host on first use only:
 * marketing pages ship no React until a visitor asks for a dialog.
 */
export function openDialog(state: NonNullable<DialogState>): Promise<unknown> {
  $dialog.set(state);
  host ??= import('~/features/dialogs/mount').catch((err: unknown) => {
    host = undefined;
    console.error('dialog host failed to load', err);
  });
  return host;
}
