import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import type { Translate } from '~/shared/messageKey';
import type { Catalog } from '~/shared/translate';
import { Field } from '~/ui/Field';
import { PasswordInput } from '~/ui/PasswordInput';
import type { LocaleCode } from '../../../i18n/locales';
import { inviteToken, STAFF_PASSWORD_MIN, staffHref } from './staff';
import { staffApi } from './staffApi';
import { StaffShell } from './StaffShell';
import '~/ui/ui.css';
import './staff.css';

/**
 * The page an invitation link opens (`/staff/invite?token=…`): the token is taken out of the
 * address bar at once, the invited person sets a password, and the sign-in follows, where they
 * enrol their authenticator app.
 */
export default function InviteAccept({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t: Translate = translator(strings, locale);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setToken(inviteToken(window.location.search, window.location.hash));
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    if (password.length < STAFF_PASSWORD_MIN) {
      setError(t('staff.invite.tooShort', { min: STAFF_PASSWORD_MIN }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await staffApi.post('/api/staff/invite/accept', { body: { token: token ?? '', password }, signingIn: true });
      window.location.assign(`${staffHref(locale, 'today')}?welcome=1`);
    } catch (err) {
      if (err instanceof ApiError && err.issues.some((i) => i.path === 'password')) {
        setError(err.issues.find((i) => i.path === 'password')!.message);
      } else {
        setAlert(errorMessage(err, t, 'staff.error.inviteInvalid'));
        requestAnimationFrame(() => alertRef.current?.focus());
      }
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (token === undefined) {
    body = (
      <p className="load-state" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (token === null) {
    body = (
      <section className="staff-signin card" aria-labelledby="invite-title">
        <h1 id="invite-title">{t('staff.invite.title')}</h1>
        <p className="form-alert" role="alert">
          {t('staff.error.inviteInvalid')}
        </p>
      </section>
    );
  } else {
    body = (
      <section className="staff-signin card" aria-labelledby="invite-title">
        <h1 id="invite-title">{t('staff.invite.title')}</h1>
        <p>{t('staff.invite.lead')}</p>
        <form onSubmit={submit} noValidate>
          {alert && (
            <p className="form-alert" role="alert" ref={alertRef} tabIndex={-1}>
              {alert}
            </p>
          )}
          <Field
            label={t('staff.invite.password')}
            error={error}
            hint={t('staff.invite.hint', { min: STAFF_PASSWORD_MIN })}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
            />
          </Field>
          <button type="submit" className="btn btn-block" disabled={busy} aria-busy={busy}>
            {t('staff.invite.submit')}
          </button>
        </form>
      </section>
    );
  }
  return (
    <StaffShell t={t} locale={locale}>
      <div className="staff-content">{body}</div>
    </StaffShell>
  );
}
