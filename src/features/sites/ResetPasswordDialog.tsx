import { useId, useState, type SubmitEvent } from 'react';
import { Modal } from '~/ui/Modal';
import { opsPasswordField } from '~/shared/schemas/operations';
import { PasswordInput } from '~/ui/PasswordInput';
import './reset-password.css';
import { asKey, type Translate } from '~/shared/messageKey';

interface Props {
  /** The site's operations account, shown read-only. */
  account: string;
  t: Translate;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

type Problem = { on: 'password' | 'confirm'; text: string } | null;

/**
 * Reset-password dialog (spec §2): read-only account, the new password entered twice (each
 * can be shown), confirm and cancel; max width 465 px.
 */
export function ResetPasswordDialog({ account, t, onConfirm, onCancel }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    // The first problem only, at its field: the merchant fixes one thing at a time here.
    const parsed = opsPasswordField.safeParse(password);
    if (!password) return setProblem({ on: 'password', text: t('reset.required') });
    if (!parsed.success)
      return setProblem({ on: 'password', text: t(asKey(parsed.error.issues[0]?.message ?? 'reset.length')) });
    if (!confirm) return setProblem({ on: 'confirm', text: t('checkout.confirmRequired') });
    if (confirm !== password) return setProblem({ on: 'confirm', text: t('personal.passwordMismatch') });
    setProblem(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data);
    } catch (err) {
      setProblem({ on: 'password', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const aria = (on: 'password' | 'confirm') => ({
    'aria-invalid': problem?.on === on ? true : undefined,
    'aria-describedby': problem?.on === on ? `${id}-${on}-err` : undefined,
  });
  const error = (on: 'password' | 'confirm') =>
    problem?.on === on && (
      <p className="field-error" id={`${id}-${on}-err`} role="alert">
        {problem.text}
      </p>
    );

  return (
    <Modal labelledBy={`${id}-title`} onClose={onCancel} className="reset-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="reset-title">
        {t('reset.title')}
      </h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-account`}>{t('reset.account')}</label>
          <input id={`${id}-account`} value={account} readOnly aria-readonly="true" dir="auto" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('reset.newPassword')}</label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            placeholder={t('reset.placeholder')}
            value={password}
            onChange={setPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            data-autofocus
            {...aria('password')}
          />
          {error('password')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>{t('checkout.confirm')}</label>
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            {...aria('confirm')}
          />
          {error('confirm')}
        </div>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
