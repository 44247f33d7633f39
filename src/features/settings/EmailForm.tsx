import { useState } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import { setUser } from '~/stores/session';
import type { UserInfo } from '~/shared/types';
import type { Translate } from '~/shared/messageKey';

/** Change email; needs the current password. */
export function EmailForm({ user, t }: { user: UserInfo; t: Translate }) {
  const [email, setEmail] = useState(user.email);
  const [done, setDone] = useState(false);
  const form = useZodForm(
    () => import('~/shared/schemas/user').then((m) => m.emailChangeInput),
    { newEmail: '', password: '' },
    t,
  );
  const submit = form.handle(async (data) => {
    setDone(false);
    const next = await api.post('/api/user/alter-email', { body: data, toastError: false });
    setUser(next);
    setEmail(next.email);
    form.setValues({ newEmail: '', password: '' });
    setDone(true);
  });
  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby="email-title">
      <h2 id="email-title">{t('personal.emailTitle')}</h2>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {t('personal.emailChanged')}
        </p>
      )}
      <p>
        {t('personal.currentEmail')}: <strong data-testid="current-email">{email}</strong>
      </p>
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
  );
}
