import { useId, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';
import { clock, useCountdown } from './useCountdown';
import './code-form.css';

/** The server's own pace: one code a minute (src/server/accounts/emailCodes.ts). */
export const RESEND_WAIT_S = 60;

interface Props {
  t: Translate;
  /** When the last code was mailed (Date.now()), so the resend button starts counting down. */
  sentAt?: number;
  onVerified: (user: UserInfo) => void;
}

/**
 * The 6-digit code mailed to prove an address, with "Send a new code". The code proves
 * whichever address waits: the registration's, or the new one of an e-mail change.
 */
export function CodeForm({ t, sentAt = 0, onVerified }: Props) {
  const id = useId();
  const form = useZodForm(() => import('~/shared/schemas/user').then((m) => m.verifyEmailInput), { pin: '' }, t);
  const [resendAt, setResendAt] = useState(sentAt ? sentAt + RESEND_WAIT_S * 1000 : 0);
  const wait = useCountdown(resendAt);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = form.handle(async (data) => {
    setNote(null);
    onVerified(await api.post('/api/user/verify-email', { body: data, toastError: false }));
    // The account pages' banner (set from the stored user before first paint) goes with it.
    document.documentElement.removeAttribute('data-unverified');
  });

  async function resend() {
    setNote(null);
    setSending(true);
    try {
      await api.post('/api/user/verify-email/resend', { toastError: false });
      setResendAt(Date.now() + RESEND_WAIT_S * 1000);
      form.setValues({ pin: '' });
      setNote({ text: t('verify.codeSent'), ok: true });
    } catch (err) {
      // Too soon: the server says how long to wait, and the button counts it down.
      if (err instanceof ApiError && err.retryAfter) setResendAt(Date.now() + err.retryAfter * 1000);
      setNote({ text: errorMessage(err, t), ok: false });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="code-form" onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      <div className="code-row">
        <Field label={t('personal.verifyCode')} error={form.errors['pin']}>
          <input
            name="pin"
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            dir="ltr"
            value={form.values.pin}
            onChange={(e) => form.set('pin')(e.target.value)}
          />
        </Field>
        <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? t('auth.submitting') : t('personal.verifySubmit')}
        </button>
      </div>
      <p
        id={`${id}-note`}
        className={note ? (note.ok ? 'form-success' : 'form-alert') : 'visually-hidden'}
        aria-live="polite"
      >
        {note?.text}
      </p>
      <button type="button" className="link-btn" onClick={() => void resend()} disabled={sending || wait > 0}>
        {wait > 0 ? t('personal.verifyResendIn', { time: clock(wait) }) : t('personal.verifyResend')}
      </button>
    </form>
  );
}
