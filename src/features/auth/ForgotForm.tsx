import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import { api } from '~/stores/api';
import { fieldErrors, forgotPasswordInput } from '~/shared/schemas/auth';
import { asKey, type Translate } from '~/shared/messageKey';

interface Props {
  t: Translate;
  /** The dialog's title id: this view's heading takes it, so the dialog keeps its name. */
  titleId: string;
  /** An address typed in the login form already, when it looks like one. */
  initialEmail?: string;
  onBack: () => void;
}

/**
 * "Forgot password?" inside the login dialog: one address, then the same neutral sentence
 * whatever the server found (it never says whether an account uses the address). Switched to
 * from the login form, focus moves to the view's heading; a dialog opened on it starts on the
 * address (the Modal's `data-autofocus`). The sentence is read out from a live region.
 */
export function ForgotForm({ t, titleId, initialEmail = '', onBack }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const parsed = forgotPasswordInput.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error)['email'] ?? 'validation.invalid');
      return;
    }
    setError('');
    setBusy(true);
    try {
      await api.post('/api/login/forgot-password', { body: parsed.data, toastError: false });
      setSent(true);
    } catch (err) {
      // Only a call that never reached the server is told apart; any answer reads the same.
      if (err instanceof ApiError && err.status === 0) setAlert(errorMessage(err, t));
      else setSent(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="forgot">
      <h2 id={titleId} className="login-title" tabIndex={-1} ref={heading}>
        {t('auth.forgotTitle')}
      </h2>
      <p className="muted">{t('auth.forgotLead')}</p>
      <div aria-live="polite">
        {sent && (
          <p className="form-success" data-testid="forgot-sent">
            {t('forgot.sentIfAccount')}
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            data-autofocus
            dir="auto"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-err` : undefined}
          />
          {error && (
            <p className="field-error" id={`${id}-email-err`}>
              {t(asKey(error))}
            </p>
          )}
        </div>
        <button className="btn btn-block" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.submitting') : t(sent ? 'auth.forgotAgain' : 'auth.forgotSubmit')}
        </button>
      </form>
      <p className="login-switch">
        <button type="button" className="link-btn" onClick={onBack}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </div>
  );
}
