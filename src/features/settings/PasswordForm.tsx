import { useState } from 'react';
import { api } from '~/stores/api';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password; the server signs out every other session. */
export function PasswordForm({ t, onChanged }: { t: Translate; onChanged: () => void }) {
  const [done, setDone] = useState(false);
  const form = useZodForm(() => import('~/shared/schemas/user').then((m) => m.passwordChangeInput), empty, t);
  const submit = form.handle(async (data) => {
    setDone(false);
    await api.post('/api/user/password', { body: data, toastError: false });
    form.setValues(empty);
    setDone(true);
    onChanged();
  });
  const input = (name: keyof typeof empty, auto: string) => (
    <input
      name={name}
      type="password"
      value={form.values[name]}
      onChange={(e) => form.set(name)(e.target.value)}
      autoComplete={auto}
      maxLength={64}
    />
  );
  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('personal.passwordTitle')}</h2>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {t('personal.passwordChanged')}
        </p>
      )}
      <Field label={t('personal.oldPassword')} error={form.errors['oldPassword']}>
        {input('oldPassword', 'current-password')}
      </Field>
      <Field label={t('personal.newPassword')} error={form.errors['newPassword']}>
        {input('newPassword', 'new-password')}
      </Field>
      <Field label={t('personal.confirmPassword')} error={form.errors['confirmPassword']}>
        {input('confirmPassword', 'new-password')}
      </Field>
      <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('auth.submitting') : t('personal.changePassword')}
      </button>
    </form>
  );
}
