import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import { Modal } from '~/ui/Modal';
import { useLoad } from '~/ui/useLoad';
import { loadWebAuthn, passkeyError, webAuthnAvailable } from './passkeys';
import { staffApi } from './staffApi';
import type { StaffMember } from './types';
import './passkeys.css';

interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The signed-in person's passkeys: the list (when added, last used), adding one under a name
 * (the browser's own prompt creates it), and removing one after a confirmation. A passkey is a
 * second factor beside the authenticator app, never instead of the password.
 */
export function PasskeysPanel({ t, lang, me }: { t: Translate; lang: string; me: StaffMember }) {
  const id = useId();
  const load = useLoad(() => staffApi.get('/api/staff/passkeys', { query: {} }), []);
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const list = load.data?.list ?? [];
  // Known only in the browser (the page is rendered on the server first).
  useEffect(() => setSupported(webAuthnAvailable()), []);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function add(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    setNotice('');
    if (!name.trim()) {
      setError(t('staff.passkey.nameRequired'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const [lib, { options }] = await Promise.all([loadWebAuthn(), staffApi.post('/api/staff/passkeys/options')]);
      const response = await lib.startRegistration({ optionsJSON: options as never });
      const { msg } = await staffApi.reply('/api/staff/passkeys/register', {
        body: { name: name.trim(), response: response as never },
      });
      setName('');
      setNotice(msg || t('staff.passkey.added'));
      void load.retry();
    } catch (err) {
      setAlert(passkeyError(err, t, 'staff.passkey.cancelledAdd'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card staff-passkeys" aria-labelledby={`${id}-title`} aria-busy={load.loading}>
      <h2 id={`${id}-title`} className="staff-card-title">
        {t('staff.passkey.title')}
      </h2>
      <p className="staff-muted">{t('staff.passkey.lead')}</p>
      {notice && (
        <p className="form-success" role="status" ref={noticeRef} tabIndex={-1}>
          {notice}
        </p>
      )}
      <LoadState
        {...load}
        loading={load.loading && !load.data}
        t={t}
        empty={load.data?.list.length === 0}
        emptyText={t('staff.passkey.empty')}
      >
        <ul className="staff-passkey-list" aria-label={t('staff.passkey.forWhom', { name: me.name })}>
          {list.map((p) => (
            <li key={p.id}>
              <div className="staff-passkey-text">
                <span className="staff-cell-main" dir="auto">
                  {p.name}
                </span>
                <span className="staff-muted">
                  {t('staff.passkey.createdAt', { date: day.format(new Date(p.createdAt)) })}
                  {' · '}
                  {p.lastUsedAt
                    ? t('staff.passkey.lastUsed', { date: day.format(new Date(p.lastUsedAt)) })
                    : t('staff.passkey.neverUsed')}
                </span>
              </div>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setRemoving(p)}>
                {t('staff.passkey.remove')}
                <span className="visually-hidden"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </LoadState>
      {supported === false && <p className="staff-muted">{t('staff.passkey.unsupported')}</p>}
      {supported && (
        <form onSubmit={add} noValidate>
          {alert && (
            <p className="form-alert" role="alert">
              {alert}
            </p>
          )}
          <Field label={t('staff.passkey.name')} error={error} hint={t('staff.passkey.nameHint')}>
            <input
              name="passkey-name"
              autoComplete="off"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {t('staff.passkey.add')}
          </button>
        </form>
      )}
      {removing && (
        <RemoveDialog
          t={t}
          passkey={removing}
          onClose={() => setRemoving(null)}
          onDone={(msg) => {
            setRemoving(null);
            setNotice(msg);
            void load.retry();
          }}
        />
      )}
    </section>
  );
}

/** "Remove the passkey …?": the confirm paints as destructive; a failure is said in the dialog. */
function RemoveDialog({
  t,
  passkey,
  onClose,
  onDone,
}: {
  t: Translate;
  passkey: Passkey;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function remove() {
    setAlert('');
    setBusy(true);
    try {
      const { msg } = await staffApi.reply('/api/staff/passkeys/remove', { body: { id: passkey.id } });
      onDone(msg || t('staff.passkey.removed'));
    } catch (err) {
      setAlert(errorMessage(err, t, 'errors.operationFailed'));
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-msg`} onClose={onClose} className="staff-dialog" closeLabel={t('common.close')}>
      <p id={`${id}-msg`} className="confirm-message">
        {t('staff.passkey.confirmRemove', { name: passkey.name })}
      </p>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={remove} disabled={busy} aria-busy={busy}>
          {t('staff.passkey.remove')}
        </button>
      </div>
    </Modal>
  );
}
