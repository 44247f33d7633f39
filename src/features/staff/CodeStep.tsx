import { type RefObject, type SubmitEvent, useState } from 'react';
import { errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { CopyButton } from '~/ui/checkout/CopyButton';
import { Field } from '~/ui/Field';
import { PasskeySignIn } from './PasskeySignIn';
import { CODE_DIGITS, groupSecret, isRecoveryCode, isTotp, normalizeCode } from './staff';
import { staffApi } from './staffApi';
import type { LoginDone } from './types';

interface Props {
  t: Translate;
  headingRef: RefObject<HTMLHeadingElement | null>;
  pending: string;
  /** The first sign-in: the key to add to an authenticator app. */
  enroll: { secret: string; uri: string } | null;
  onDone: (answer: LoginDone) => void;
  onRestart: () => void;
}

/**
 * The second step: the code from the authenticator app (or a recovery code). On the first
 * sign-in it also shows the key to add to the app, in groups of four and copyable, and the
 * otpauth link that opens an authenticator app on the same device; only an app's code confirms it.
 */
export function CodeStep({ t, headingRef, pending, enroll, onDone, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const digits = { digits: CODE_DIGITS };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const typed = normalizeCode(code);
    const fits = isTotp(typed) || (!enroll && isRecoveryCode(typed));
    if (!fits) {
      setError(t(enroll ? 'staff.enroll.codeInvalid' : 'staff.code.invalid', digits));
      return;
    }
    setError('');
    setBusy(true);
    try {
      onDone(await staffApi.post('/api/staff/login/code', { body: { pending, code: typed }, signingIn: true }));
    } catch (err) {
      setAlert(errorMessage(err, t, 'staff.error.signIn'));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  const title = enroll ? 'staff.enroll.title' : 'staff.code.title';
  return (
    <section className="staff-signin card" aria-labelledby="staff-code-title">
      <h1 id="staff-code-title" ref={headingRef} tabIndex={-1}>
        {t(title)}
      </h1>
      {enroll && (
        <div className="staff-enroll">
          <p>{t('staff.enroll.lead')}</p>
          <dl className="staff-secret">
            <dt>{t('staff.enroll.secret')}</dt>
            <dd dir="ltr" translate="no">
              <code>{groupSecret(enroll.secret)}</code>
            </dd>
          </dl>
          <div className="staff-enroll-actions">
            <CopyButton
              text={enroll.secret}
              label={t('staff.enroll.copy')}
              copied={t('staff.copied')}
              failed={t('staff.copyFailed')}
            />
            <a className="btn btn-ghost btn-small" href={enroll.uri}>
              {t('staff.enroll.open')}
            </a>
          </div>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <Field
          label={t('staff.code.label')}
          error={error}
          hint={t(enroll ? 'staff.enroll.codeHint' : 'staff.code.hint', digits)}
        >
          <input
            name="code"
            className="staff-code-input"
            autoComplete="one-time-code"
            inputMode={enroll ? 'numeric' : 'text'}
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
            maxLength={16}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <div className="staff-form-actions">
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t(enroll ? 'staff.enroll.submit' : 'staff.code.submit')}
          </button>
          <button type="button" className="btn btn-link" onClick={onRestart}>
            {t('staff.code.startOver')}
          </button>
        </div>
      </form>
      {!enroll && <PasskeySignIn t={t} pending={pending} onDone={onDone} />}
    </section>
  );
}
