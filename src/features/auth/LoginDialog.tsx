import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { Modal } from '~/ui/Modal';
import { ApiError, errorMessage } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import { referralCode } from '~/lib/referral';
import { toast } from '~/lib/toast';
import { $dialog, closeDialog } from '~/stores/dialogs';
import { login, register } from '~/stores/sessionActions';
import { brand } from '~/shared/brand';
import { fieldErrors, loginInput, registerInput, type LoginInput, type RegisterInput } from '~/shared/schemas/auth';
import type { Catalog } from '~/shared/translate';
import { safeRedirect } from './auth';
import { PasswordInput } from '~/ui/PasswordInput';
import { ForgotForm } from './ForgotForm';
import './login-dialog.css';

interface Props {
  strings: Catalog;
  tab: 0 | 1;
  redirect: string | null;
  /** Why the dialog opened: 'session' after a lost session. */
  reason?: string | null;
  /** A dialog to continue with after logging in (open station → country modal). */
  next?: 'country' | undefined;
  /** Open on "Forgot password?" (a reset link that no longer works asks for a new one here). */
  forgot?: boolean | undefined;
}

const defaultServer = brand.loginServers[0];
const empty = { account: '', password: '', email: '', leagueCode: '' };

/** Login/register dialog (spec §2, §4): tabs 0 login / 1 register. */
export default function LoginDialog({ strings, tab: initialTab, redirect, reason, next, forgot = false }: Props) {
  const t = translator(strings);
  const id = useId();
  const [tab, setTab] = useState<0 | 1>(initialTab);
  const [form, setForm] = useState({ ...empty, leagueCode: referralCode(window.location.search) });
  const [server, setServer] = useState<string>(defaultServer);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the dialog opened: an ended session, or a visitor's step that needs an account.
  const [alert, setAlert] = useState(
    reason === 'session' ? t('errors.unauthorized') : reason === 'signIn' ? t('auth.signInToContinue') : '',
  );
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<'form' | 'forgot' | 'back'>(forgot ? 'forgot' : 'form');
  // Back from "Forgot password?": the keyboard lands where it left, on the account field.
  useEffect(() => {
    if (view === 'back') document.getElementById(`${id}-account`)?.focus();
  }, [view, id]);

  const close = () => {
    // Closing resets the form and the server selection (spec §4).
    setForm({ ...empty });
    setServer(defaultServer);
    closeDialog();
  };
  const set = (k: keyof typeof empty) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const switchTab = (next: 0 | 1) => {
    setTab(next);
    setErrors({});
    setAlert('');
  };

  function submit(e: SubmitEvent) {
    e.preventDefault();
    void send(form);
  }

  /** Registers without the invitation code the server did not know: one click, nothing retyped. */
  function withoutCode() {
    const next = { ...form, leagueCode: '' };
    setForm(next);
    void send(next);
  }

  async function send(form: typeof empty) {
    setAlert('');
    const trimmed = {
      account: form.account.trim(),
      password: form.password.trim(),
      email: form.email.trim(),
      leagueCode: form.leagueCode.trim(),
    };
    if (tab === 0 && (!trimmed.account || !trimmed.password)) {
      setErrors({});
      setAlert(t('auth.credentialsRequired'));
      return;
    }
    const parsed =
      tab === 0
        ? loginInput.safeParse({ account: trimmed.account, password: trimmed.password, server })
        : registerInput.safeParse({ ...trimmed, leagueCode: trimmed.leagueCode || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // Registering signs the new merchant in, as logging in does; both then go where the dialog was asked to.
      if (tab === 0) await login(parsed.data as LoginInput);
      else await register(parsed.data as RegisterInput);
      toast(t(tab === 0 ? 'auth.loginSuccess' : 'auth.registerSuccess'), 'success');
      const target = safeRedirect(redirect);
      if (target) window.location.assign(target);
      else if (next === 'country') $dialog.set({ name: 'country' });
      else close();
    } catch (err) {
      if (tab === 1 && err instanceof ApiError && err.issues.some((i) => i.path === 'leagueCode')) {
        // Said at the field, with the way on (below); not a second time in a banner.
        setErrors({ leagueCode: 'auth.inviteUnknown' });
        return;
      }
      // Spec §8: the server's message, else "Login failed" / "Registration failed".
      setAlert(errorMessage(err, t, tab === 0 ? 'auth.loginFailed' : 'auth.registerFailed'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof empty, label: string, input: React.ReactNode, after?: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`${id}-${name}-err`}>
          {t(errors[name])}
        </p>
      )}
      {after}
    </div>
  );
  const aria = (name: string) => ({
    id: `${id}-${name}`,
    // An account or e-mail typed on an Arabic page reads left to right, as typed.
    dir: 'auto' as const,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-err` : undefined,
  });

  if (view === 'forgot') {
    return (
      <Modal labelledBy={`${id}-title`} onClose={close} className="login-dialog" closeLabel={t('common.close')}>
        <ForgotForm
          t={t}
          titleId={`${id}-title`}
          initialEmail={form.account.includes('@') ? form.account.trim() : form.email.trim()}
          onBack={() => {
            switchTab(0);
            setView('back');
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={close} className="login-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="login-title">
        {t('auth.dialogTitle', { brand: brand.name })}
      </h2>
      <div role="tablist" aria-label={t('auth.tabs')} className="login-tabs">
        {([0, 1] as const).map((i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={tab === i}
            aria-controls={`${id}-panel`}
            tabIndex={tab === i ? 0 : -1}
            onClick={() => switchTab(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') switchTab(tab === 0 ? 1 : 0);
            }}
          >
            {t(i === 0 ? 'auth.tabLogin' : 'auth.tabRegister')}
          </button>
        ))}
      </div>
      <form id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        {field(
          'account',
          t('auth.account'),
          <input
            {...aria('account')}
            name="account"
            data-autofocus
            autoComplete="username"
            placeholder={t('auth.accountPlaceholder')}
            value={form.account}
            onChange={(e) => set('account')(e.target.value)}
            maxLength={40}
          />,
        )}
        {field(
          'password',
          t('auth.password'),
          <PasswordInput
            {...aria('password')}
            name="password"
            autoComplete={tab === 0 ? 'current-password' : 'new-password'}
            placeholder={t('auth.passwordPlaceholder')}
            value={form.password}
            onChange={set('password')}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
          />,
          tab === 0 && (
            <button type="button" className="link-btn forgot-link" onClick={() => setView('forgot')}>
              {t('auth.forgotLink')}
            </button>
          ),
        )}
        {tab === 1 &&
          field(
            'email',
            t('auth.email'),
            <input
              {...aria('email')}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('auth.emailPlaceholder')}
              value={form.email}
              onChange={(e) => set('email')(e.target.value)}
              maxLength={254}
            />,
          )}
        {tab === 1 &&
          field(
            'leagueCode',
            t('auth.leagueCode'),
            <input
              {...aria('leagueCode')}
              name="leagueCode"
              value={form.leagueCode}
              onChange={(e) => set('leagueCode')(e.target.value)}
              maxLength={32}
            />,
            errors['leagueCode'] === 'auth.inviteUnknown' && (
              <button type="button" className="link-btn" onClick={withoutCode} disabled={busy}>
                {t('auth.registerWithoutCode')}
              </button>
            ),
          )}
        {tab === 0 && brand.loginServers.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-server`}>{t('auth.server')}</label>
            <select id={`${id}-server`} value={server} onChange={(e) => setServer(e.target.value)}>
              {brand.loginServers.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
        <button className="btn btn-block" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.submitting') : t(tab === 0 ? 'auth.submitLogin' : 'auth.submitRegister')}
        </button>
        <p className="login-switch">
          {t(tab === 0 ? 'auth.noAccount' : 'auth.haveAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => switchTab(tab === 0 ? 1 : 0)}>
            {t(tab === 0 ? 'auth.tabRegister' : 'auth.tabLogin')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
