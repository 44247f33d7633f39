export type ToastKind = 'info' | 'success' | 'error';

const TOAST_MS = 3500;

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
  const el = document.createElement('div');
  el.className = 'toast';
  el.dataset['kind'] = kind;
  el.textContent = message;
  region.appendChild(el);
  setTimeout(() => el.remove(), TOAST_MS);
}
