import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { Modal } from '~/ui/Modal';
import { reasonGiven } from './staff';

interface Props {
  t: Translate;
  /** The question ("Lock the sign-in of ana?"); it names the dialog. */
  message: string;
  /** More about what happens, under the question. */
  note?: ReactNode;
  confirmLabel: string;
  /** `destructive` (locking, suspending, rejecting) paints the confirm button in the danger colour. */
  tone?: 'default' | 'destructive';
  /** Fields of the action's own, above the reason (a price). */
  children?: ReactNode;
  /** Checks the action's own fields before anything is sent: false keeps the dialog open. */
  check?: () => boolean;
  /** Sends the action with the reason typed; resolves with the server's words ("Sign-in locked."). */
  send: (reason: string) => Promise<string>;
  onClose: () => void;
  onDone: (message: string) => void;
  /** Someone else changed it first (409): the server's words, and the dialog closes. */
  onConflict?: (message: string) => void;
  /** A problem the server names on a field of the action's own (not the reason). */
  onFieldError?: (path: string, message: string) => boolean;
}

/**
 * A console change confirmed with the reason the audit log keeps (at least three characters):
 * the one dialog behind locking, suspending, closing, deciding and the catalogue's changes.
 */
export function ReasonDialog({
  t,
  message,
  note,
  confirmLabel,
  tone = 'default',
  children,
  check,
  send,
  onClose,
  onDone,
  onConflict,
  onFieldError,
}: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const own = check ? check() : true;
    const given = reasonGiven(reason);
    setError(given ? '' : t('staff.error.reasonRequired'));
    if (!own || !given) return;
    setBusy(true);
    try {
      onDone(await send(reason.trim()));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && onConflict) {
        onConflict(errorMessage(err, t));
        return;
      }
      let shown = false;
      if (err instanceof ApiError) {
        for (const issue of err.issues) {
          if (issue.path === 'reason') {
            setError(issue.message);
            shown = true;
          } else if (onFieldError?.(issue.path, issue.message)) shown = true;
        }
      }
      if (!shown) setAlert(errorMessage(err, t, 'errors.operationFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-msg`} onClose={onClose} className="staff-dialog" closeLabel={t('common.close')}>
      <p id={`${id}-msg`} className="confirm-message">
        {message}
      </p>
      {note && <div className="staff-dialog-note">{note}</div>}
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        {children}
        <Field label={t('staff.resolve.reason')} error={error} hint={t('staff.reasonHint')}>
          <textarea
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus={children ? undefined : true}
          />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={tone === 'destructive' ? 'btn btn-danger' : 'btn'}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
