import { useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import { api } from '~/stores/api';
import { openDialog } from '~/stores/dialogs';
import { forget } from '~/stores/session';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import { PasswordInput } from '~/ui/PasswordInput';
import type { Catalog } from '~/shared/translate';
import { clearHash, tokenFromHash } from './resetToken';
import './reset-password.css';

type Stage = 'reading' | 'form' | 'done' | 'invalid';
const empty = { password: '', confirmPassword: '' };

/**
 * The page a reset link opens: reads the token from the fragment (then removes it), asks for
 * the new password twice with registration's rules, and sets it. Every session ends with it, so
 * the page then offers to log in; a link that is spent, expired or garbled offers a new one.
 */
export default function ResetPassword({ strings }: { strings: Catalog }) {
  const t = translator(strings);
  const token = useRef<string | null>(null);
  const [stage, setStage] = useState<Stage>('reading');
  const status = useRef<HTMLParagraphElement>(null);
  const form = useZodForm(
    () => import('~/shared/schemas/auth').then((m) => m.resetPasswordInput),
    { ...empty, token: '' },
    t,
  );
  useEffect(() => {
    const take = (fresh: boolean) => {
      // Kept once read: a second effect run would find the fragment already gone.
      const found = tokenFromHash(window.location.hash);
      if (found) token.current = found;
      clearHash();
      if (!fresh && !found) return;
      form.setValues((v) => ({ ...v, token: token.current ?? '' }));
      setStage(token.current ? 'form' : 'invalid');
    };
    take(true);
    // A second link opened in this tab changes only the fragment: no new page load.
    const onHash = () => take(false);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [form.setValues]);
  // The outcome is announced and takes the focus, so a keyboard continues from it.
  useEffect(() => {
    if (stage === 'done' || stage === 'invalid') status.current?.focus();
  }, [stage]);

  const submit = form.handle(async (data) => {
    try {
      await api.post('/api/login/reset-password', { body: data, toastError: false });
    } catch (err) {
      if (err instanceof ApiError && err.issues.some((i) => i.path === 'token')) {
        setStage('invalid');
        return;
      }
      throw err;
    }
    // The server ended every session, this browser's too.
    forget();
    setStage('done');
  });

  if (stage === 'reading') return <p className="muted">{t('reset.reading')}</p>;
  if (stage !== 'form') {
    const done = stage === 'done';
    return (
      <section className="card settings-card reset-card">
        <p ref={status} tabIndex={-1} className={done ? 'form-success' : 'form-alert'} role={done ? 'status' : 'alert'}>
          {t(done ? 'forgot.done' : 'forgot.invalidLink')}
        </p>
        <button
          type="button"
          className="btn"
          onClick={() => openDialog(done ? { name: 'login', tab: 0 } : { name: 'login', tab: 0, forgot: true })}
        >
          {t(done ? 'reset.login' : 'reset.askNew')}
        </button>
      </section>
    );
  }
  const pw = (name: keyof typeof empty, label: string) => (
    <Field label={label} error={form.errors[name]}>
      <PasswordInput
        name={name}
        autoComplete="new-password"
        value={form.values[name]}
        onChange={form.set(name)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
    </Field>
  );
  return (
    <form className="card settings-card reset-card" onSubmit={submit} noValidate>
      <p className="muted">{t('reset.lead')}</p>
      {(form.alert || form.errors['token']) && (
        <p className="form-alert" role="alert">
          {form.alert || form.errors['token']}
        </p>
      )}
      {pw('password', t('reset.password'))}
      {pw('confirmPassword', t('reset.confirm'))}
      <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('auth.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
