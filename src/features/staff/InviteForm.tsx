import { type SubmitEvent, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { CopyButton } from '~/ui/checkout/CopyButton';
import { Field } from '~/ui/Field';
import { roleName } from './StaffShell';
import { reasonGiven, staffRoles } from './staff';
import { staffApi } from './staffApi';
import type { StaffRole } from './types';

interface Values {
  email: string;
  name: string;
  role: StaffRole;
  reason: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const empty: Values = { email: '', name: '', role: 'support', reason: '' };

/**
 * Inviting a staff member: who, with which role, and why. The answer is a link the
 * administrator passes on themselves (it opens the page that sets the password); it is shown
 * with a Copy button and takes the focus.
 */
export function InviteForm({ t, onInvited }: { t: Translate; onInvited: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; message: string } | null>(null);
  const linkRef = useRef<HTMLDivElement>(null);
  const set = (k: keyof Values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const next: Errors = {};
    if (!/^[^\s@]+@[^\s@]+$/.test(values.email.trim())) next.email = t('staff.signIn.emailRequired');
    if (!values.name.trim()) next.name = t('staff.team.nameRequired');
    if (!reasonGiven(values.reason)) next.reason = t('staff.error.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const { data, msg } = await staffApi.reply('/api/staff/staff/invite', {
        body: { email: values.email.trim(), name: values.name.trim(), role: values.role, reason: values.reason.trim() },
      });
      setLink({ url: new URL(data.link, window.location.origin).href, message: msg || t('staff.invited') });
      setValues(empty);
      onInvited();
      requestAnimationFrame(() => linkRef.current?.focus());
    } catch (err) {
      // A problem the server names on a field is said there, once; the banner is for the rest.
      const onFields = err instanceof ApiError && err.issues.length > 0 && err.issues.every((i) => i.path in empty);
      if (err instanceof ApiError && err.issues.length) {
        setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      }
      if (!onFields) setAlert(errorMessage(err, t, 'errors.operationFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card staff-invite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staff-card-title">
        {t('staff.team.inviteTitle')}
      </h2>
      {link && (
        <div className="staff-invite-link form-success" ref={linkRef} tabIndex={-1} role="status">
          <p>{link.message}</p>
          <label htmlFor={`${id}-link`}>{t('staff.team.inviteLink')}</label>
          <input
            id={`${id}-link`}
            readOnly
            dir="ltr"
            value={link.url}
            onFocus={(e) => e.target.select()}
            aria-describedby={`${id}-link-hint`}
          />
          <p id={`${id}-link-hint`} className="field-hint">
            {t('staff.team.inviteLinkHint')}
          </p>
          <CopyButton
            text={link.url}
            label={t('staff.team.copyLink')}
            copied={t('staff.copied')}
            failed={t('staff.copyFailed')}
          />
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <div className="staff-invite-fields">
          <Field label={t('staff.team.email')} error={errors.email}>
            <input
              type="email"
              name="email"
              autoComplete="off"
              dir="ltr"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          </Field>
          <Field label={t('staff.team.name')} error={errors.name}>
            <input name="name" autoComplete="off" value={values.name} onChange={(e) => set('name')(e.target.value)} />
          </Field>
          <Field label={t('staff.team.role')} error={errors.role}>
            <select
              name="role"
              value={values.role}
              onChange={(e) => setValues((s) => ({ ...s, role: e.target.value as StaffRole }))}
            >
              {staffRoles.map((r) => (
                <option key={r} value={r}>
                  {roleName(t, r)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label={t('staff.resolve.reason')} error={errors.reason} hint={t('staff.reasonHint')}>
          <textarea
            name="reason"
            rows={2}
            maxLength={500}
            value={values.reason}
            onChange={(e) => set('reason')(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn staff-invite-submit" disabled={busy} aria-busy={busy}>
          {t('staff.team.invite')}
        </button>
      </form>
    </section>
  );
}
