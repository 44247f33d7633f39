import { type SubmitEvent, useId, useState } from 'react';
import { errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { Modal } from '~/ui/Modal';
import { reasonGiven } from './staff';
import { staffApi } from './staffApi';
import type { StaffRow } from './types';

interface Props {
  t: Translate;
  person: StaffRow;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** "End every session of …?" with the reason the audit log keeps; the confirm paints as destructive. */
export function EndSessionsDialog({ t, person, onClose, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    if (!reasonGiven(reason)) {
      setError(t('staff.error.reasonRequired'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { msg } = await staffApi.reply('/api/staff/staff/revoke', {
        body: { staffId: person.id, reason: reason.trim() },
      });
      onDone(msg || t('staff.sessionsEnded'));
    } catch (err) {
      setAlert(errorMessage(err, t, 'errors.operationFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-msg`} onClose={onClose} className="staff-dialog" closeLabel={t('common.close')}>
      <p id={`${id}-msg`} className="confirm-message">
        {t('staff.team.confirmEnd', { name: person.name })}
      </p>
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <Field label={t('staff.resolve.reason')} error={error} hint={t('staff.reasonHint')}>
          <textarea
            name="reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus
          />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
            {t('staff.team.endSessions')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
