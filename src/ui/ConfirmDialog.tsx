import { useId } from 'react';
import { Modal } from './Modal';

interface Props {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** `destructive` (deleting, cancelling, revoking) paints the confirm button in the danger colour. */
  tone?: 'default' | 'destructive';
}

/** "Are you sure…" before an action; one that cannot be undone says so by its colour. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: Props) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-msg`} onClose={onCancel} className="confirm-dialog" closeLabel={closeLabel}>
      <p id={`${id}-msg`} className="confirm-message">
        {message}
      </p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'destructive' ? 'btn btn-danger' : 'btn'}
          onClick={onConfirm}
          data-autofocus
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
