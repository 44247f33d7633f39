export type ToastKind = 'info' | 'success' | 'error';

const TOAST_MS = 3500;

/**
 * Dialogs opened with showModal() sit in the top layer, above any z-index, and dimmed the
 * toasts under their backdrop (issue 25). While one is open, the region becomes a manual
 * popover, also in the top layer, stacked by the order of showing: shown again (hide, show) it
 * comes above a dialog opened since. Without a modal dialog it stays a plain live region (the
 * page's, in Base.astro), as announced as before.
 */
function raise(region: HTMLElement): void {
  if (typeof region.showPopover !== 'function' || !document.querySelector('dialog:modal')) return;
  if (!region.hasAttribute('popover')) region.setAttribute('popover', 'manual');
  else if (region.matches(':popover-open')) region.hidePopover();
  region.showPopover();
}

/** After a modal dialog opens: a toast still showing stays above it (ui/Modal.tsx). */
export function raiseToasts(): void {
  const region = typeof document === 'undefined' ? null : document.getElementById('toasts');
  if (region?.childElementCount) raise(region);
}

/** Shows a short message in the page's live region; no framework, usable from anywhere. */
export function toast(message: string, kind: ToastKind = 'info'): void {
  if (typeof document === 'undefined' || !message) return;
  let region = document.getElementById('toasts');
  if (!region) {
    region = document.body.appendChild(document.createElement('div'));
    region.id = 'toasts';
    region.className = 'toast-region';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
  }
  raise(region);
  const el = document.createElement('div');
  el.className = 'toast';
  el.dataset['kind'] = kind;
  el.textContent = message;
  region.appendChild(el);
  setTimeout(() => el.remove(), TOAST_MS);
}
