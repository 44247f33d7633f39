import { useEffect, useRef } from 'react';

interface Props {
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive action asked for a second time in place (remove a page, roll back): the button
 * that was pressed gives way to this pair, and focus moves to the confirming one so a keyboard
 * or screen-reader user lands where the question is.
 */
export function InlineConfirm({ confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <span className="design-row">
      <button
        ref={confirm}
        type="button"
        className="design-btn design-btn--danger design-btn--small"
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="design-btn design-btn--small" onClick={onCancel}>
        {cancelLabel}
      </button>
    </span>
  );
}
