import { type SubmitEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { Modal } from '~/ui/Modal';
import { REPLY_MIN } from './staff';
import { staffApi } from './staffApi';
import type { ContactMessage } from './types';

interface Props {
  t: Translate;
  message: ContactMessage;
  /** The visitor's language, named in the reader's. */
  language: string;
  onClose: () => void;
  onDone: (text: string) => void;
  /** Closed meanwhile (409): the server's words. */
  onConflict: (text: string) => void;
}

/** The answer to a contact message: typed here, mailed by the server in the visitor's language. */
export function ReplyDialog({ t, message, language, onClose, onDone, onConflict }: Props) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    if (reply.trim().length < REPLY_MIN) {
      setError(t('staff.contact.replyRequired'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { msg } = await staffApi.reply('/api/staff/contact/reply', {
        body: { id: message.id, reply: reply.trim() },
      });
      onDone(msg || t('staff.replied'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        onConflict(errorMessage(err, t));
        return;
      }
      const onField = err instanceof ApiError ? err.issues.find((i) => i.path === 'reply') : undefined;
      if (onField) setError(onField.message);
      else setAlert(errorMessage(err, t, 'errors.operationFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="staff-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="staff-dialog-title">
        {t('staff.contact.replyTitle', { name: message.name })}
      </h2>
      <blockquote className="staff-quote" dir="auto">
        {message.message}
      </blockquote>
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <Field
          label={t('staff.contact.replyLabel')}
          error={error}
          hint={t('staff.contact.replyHint', { email: message.email, language })}
        >
          <textarea
            name="reply"
            rows={8}
            maxLength={10_000}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            data-autofocus
          />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t('staff.contact.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
