import { useState } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import { setUser } from '~/stores/session';
import type { UserInfo } from '~/shared/types';
import type { Translate } from '~/shared/messageKey';
import { CodeForm } from '~/ui/verify/CodeForm';

const empty = { newEmail: '', password: '' };

/**
 * Change email in two steps: the new address and the current password mail a code to the new
 * address; the code confirms it. The account keeps its address until then, and says so.
 */
export function EmailForm({ user, t }: { user: UserInfo; t: Translate }) {
  const [done, setDone] = useState(false);
  // A pending change reached from another tab or an earlier visit goes straight to its code.
  const [again, setAgain] = useState(false);
  const [sentAt, setSentAt] = useState(0);
  const form = useZodForm(() => import('~/shared/schemas/user').then((m) => m.emailChangeInput), empty, t);
  const submit = form.handle(async (data) => {
    setDone(false);
    const next = await api.post('/api/user/alter-email', { body: data, toastError: false });
    form.setValues(empty);
    setSentAt(Date.now());
    setAgain(false);
    setUser(next);
  });
  const pending = !again && user.pendingEmail;
  const [keeping, setKeeping] = useState(false);
  /** "Keep my current address": the pending change is dropped, its mailed code dies with it. */
  async function keep() {
    setKeeping(true);
    try {
      setUser(await api.post('/api/user/alter-email/cancel', { toastSuccess: true }));
    } catch {
      // Said by the toast; the step stays as it was.
    } finally {
      setKeeping(false);
    }
  }
  return (
    <section className="card settings-card" aria-labelledby="email-title">
      <h2 id="email-title">{t('personal.emailTitle')}</h2>
      {done && (
        <p className="form-success" role="status">
          {t('personal.emailChanged')}
        </p>
      )}
      <p className="current-email">
        {t('personal.currentEmail')}:{' '}
        <strong dir="ltr" data-testid="current-email">
          {user.email}
        </strong>{' '}
        <span className={user.emailVerified ? 'badge' : 'badge badge-warn'}>
          {t(user.emailVerified ? 'personal.emailVerified' : 'personal.emailUnverified')}
        </span>
      </p>
      {pending ? (
        <div className="email-step">
          <p role="status">{t('personal.emailCodeSent')}</p>
          <p className="mail-address" dir="ltr" data-testid="pending-email">
            {pending}
          </p>
          <CodeForm
            t={t}
            sentAt={sentAt}
            onVerified={(next) => {
              setDone(true);
              setUser(next);
            }}
          />
          <div className="email-step-actions">
            <button type="button" className="link-btn" onClick={() => setAgain(true)}>
              {t('personal.emailOther')}
            </button>
            <button type="button" className="link-btn" onClick={() => void keep()} disabled={keeping}>
              {t('personal.emailKeep')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="email-title">
          {form.alert && (
            <p className="form-alert" role="alert">
              {form.alert}
            </p>
          )}
          <Field label={t('personal.newEmail')} error={form.errors['newEmail']}>
            <input
              name="newEmail"
              type="email"
              value={form.values.newEmail}
              onChange={(e) => form.set('newEmail')(e.target.value)}
              autoComplete="email"
              maxLength={254}
            />
          </Field>
          <Field label={t('personal.emailPassword')} error={form.errors['password']}>
            <input
              name="password"
              type="password"
              value={form.values.password}
              onChange={(e) => form.set('password')(e.target.value)}
              autoComplete="current-password"
              maxLength={64}
            />
          </Field>
          <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? t('auth.submitting') : t('personal.changeEmail')}
          </button>
        </form>
      )}
    </section>
  );
}
