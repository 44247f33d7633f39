import { useId } from 'react';
import { Modal } from './Modal';

interface Props {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure…" before a destructive action. */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, closeLabel, onConfirm, onCancel }: Props) {
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
        <button type="button" className="btn" onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
