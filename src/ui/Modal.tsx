import { useEffect, useRef, type ReactNode } from 'react';
import { raiseToasts } from '~/lib/toast';
import './ui.css';

interface Props {
  labelledBy: string;
  onClose: () => void;
  className?: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes it by the
 * browser itself; clicking the backdrop closes it too. The first focus goes to the
 * element marked `data-autofocus` (React's `autoFocus` fires before the dialog opens,
 * and the browser would then pick the close button).
 */
export function Modal({ labelledBy, onClose, className, closeLabel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Focus goes back to what opened the dialog: a dialog removed from the page (rather than
    // closed in place) would otherwise leave it on <body>.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    // A toast of what led here (Registered → the market choice) stays readable above it.
    raiseToasts();
    el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      if (el.open) el.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the pointer's Escape; the keyboard has Escape itself.
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="modal-body">
        <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
            />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
