import { type SubmitEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { Field } from '~/ui/Field';
import { Modal } from '~/ui/Modal';
import { reasonGiven } from './staff';
import { staffApi } from './staffApi';
import type { ResolveAction, ResolveInput, ReviewItem } from './types';

interface Props {
  t: Translate;
  lang: string;
  item: ReviewItem;
  onClose: () => void;
  /** Resolved: the server's words ("Resolved."). */
  onResolved: (message: string) => void;
  /** Someone else resolved it first (409): the server's words say who. */
  onConflict: (message: string) => void;
}

const fieldNames = { action: 1, account: 1, reference: 1, reason: 1 };
type Errors = Partial<Record<keyof typeof fieldNames, string>>;

/**
 * Resolving a payment that waits for review: either it is credited to a merchant's balance
 * (the account name typed, as a check that it is the right one) or it was returned to the
 * sender (the return's reference). A reason always goes with it, into the audit log.
 */
export function ResolveDialog({ t, lang, item, onClose, onResolved, onConflict }: Props) {
  const id = useId();
  const [action, setAction] = useState<ResolveAction | ''>('');
  const [account, setAccount] = useState(item.account ?? '');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const next: Errors = {};
    if (!action) next.action = t('staff.resolve.actionRequired');
    if (action === 'credit' && !account.trim()) next.account = t('staff.resolve.accountRequired');
    if (action === 'returned' && !reference.trim()) next.reference = t('staff.resolve.referenceRequired');
    if (!reasonGiven(reason)) next.reason = t('staff.error.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || !action) return;
    const body: ResolveInput = {
      provider: item.provider,
      id: item.id,
      action,
      reason: reason.trim(),
      ...(action === 'credit' ? { account: account.trim() } : { reference: reference.trim() }),
    };
    setBusy(true);
    try {
      const { msg } = await staffApi.reply('/api/staff/review/resolve', { body });
      onResolved(msg);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === 'conflict') {
        onConflict(errorMessage(err, t));
        return;
      }
      // A problem the server names on a field is said there, once; the banner is for the rest.
      const onFields =
        err instanceof ApiError && err.issues.length > 0 && err.issues.every((i) => i.path in fieldNames);
      if (err instanceof ApiError && err.issues.length) {
        setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      }
      if (!onFields) setAlert(errorMessage(err, t, 'errors.operationFailed'));
    } finally {
      setBusy(false);
    }
  }

  const amount =
    item.amount && item.currency ? formatPrice(item.amount, item.currency, lang) : t('staff.review.noAmount');
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="staff-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="staff-dialog-title">
        {t('staff.resolve.title')}
      </h2>
      <p className="staff-dialog-about">
        <span dir="ltr" translate="no">
          {item.provider} · {item.id}
        </span>{' '}
        — {amount}
      </p>
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <fieldset
          className="staff-choice"
          aria-describedby={errors.action ? `${id}-action-err` : undefined}
          aria-invalid={errors.action ? true : undefined}
        >
          <legend>{t('staff.resolve.action')}</legend>
          {(['credit', 'returned'] as const).map((a) => (
            <label key={a} className="staff-choice-option">
              <input
                type="radio"
                name="action"
                value={a}
                checked={action === a}
                onChange={() => setAction(a)}
                data-autofocus={a === 'credit' ? true : undefined}
              />
              <span>{t(a === 'credit' ? 'staff.resolve.credit' : 'staff.resolve.returned')}</span>
            </label>
          ))}
          {errors.action && (
            <p className="field-error" id={`${id}-action-err`}>
              {errors.action}
            </p>
          )}
        </fieldset>
        {action === 'credit' && (
          <Field label={t('staff.resolve.account')} error={errors.account} hint={t('staff.resolve.accountHint')}>
            <input
              name="account"
              autoComplete="off"
              spellCheck={false}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          </Field>
        )}
        {action === 'returned' && (
          <Field label={t('staff.resolve.reference')} error={errors.reference}>
            <input
              name="reference"
              autoComplete="off"
              spellCheck={false}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
        )}
        <Field label={t('staff.resolve.reason')} error={errors.reason} hint={t('staff.reasonHint')}>
          <textarea name="reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t('staff.resolve.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
