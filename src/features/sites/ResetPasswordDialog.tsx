import { useId, useState, type FormEvent } from 'react';
import { Modal } from '~/ui/Modal';
import { opsPasswordField } from '~/shared/schemas/operations';
import './reset-password.css';
import { asKey, type Translate } from '~/shared/i18n';

interface Props {
  /** The site's operations account, shown read-only. */
  account: string;
  t: Translate;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Reset-password dialog (spec §2): read-only account, new password, confirm and cancel; max width 465 px. */
export function ResetPasswordDialog({ account, t, onConfirm, onCancel }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = opsPasswordField.safeParse(password);
    if (!parsed.success) {
      setWarning(t(asKey(parsed.error.issues[0]?.message ?? 'reset.required')));
      return;
    }
    setWarning('');
    setBusy(true);
    try {
      await onConfirm(parsed.data);
    } catch (err) {
      setWarning(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onCancel} className="reset-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`}>{t('reset.title')}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-account`}>{t('reset.account')}</label>
          <input id={`${id}-account`} value={account} readOnly aria-readonly="true" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('reset.newPassword')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            placeholder={t('reset.placeholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={warning ? true : undefined}
            aria-describedby={warning ? `${id}-warn` : undefined}
            maxLength={32}
            data-autofocus
          />
          {warning && (
            <p className="field-error" id={`${id}-warn`} role="alert">
              {warning}
            </p>
          )}
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
