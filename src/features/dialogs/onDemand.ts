import { $dialog } from '~/stores/dialogs';

let wired = false;

/**
 * Loads and mounts the dialog host the first time `$dialog` names a dialog. Wired by the
 * page's scripts (the header's interactive part, the account layout), so `src/lib` and the
 * stores never import a feature; a second call changes nothing.
 */
export function mountDialogsOnDemand(): void {
  if (wired) return;
  wired = true;
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
