import { $dialog } from '~/stores/dialogs';

/**
 * Loads and mounts the dialog host the first time `$dialog` names a dialog. Wired by the
 * page layout, so `src/lib` and the stores never import a feature.
 */
export function mountDialogsOnDemand(): void {
  let requested = false;
  $dialog.subscribe((dialog) => {
    if (!dialog || requested) return;
    requested = true;
    import('./mount').catch((err: unknown) => {
      requested = false; // the next dialog request tries again
      console.error('dialog host failed to load', err);
    });
  });
}
