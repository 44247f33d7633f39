import { useState } from 'react';
import { api } from '~/stores/api';
import { toast } from '~/lib/toast';
import { deferred } from '~/ui/deferred';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import type { Translate } from '~/shared/messageKey';

const ConfirmDialog = deferred(() => import('~/ui/ConfirmDialog').then((m) => m.ConfirmDialog));

/** A readable device name from a user agent, without a parsing library for one line. */
function device(ua: string | null, fallback: string): string {
  if (!ua) return fallback;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return [browser, os].filter(Boolean).join(' · ') || fallback;
}

/** Active sessions with "sign out" per session (other than this one). */
export function SessionsList({ t, locale, reloadKey }: { t: Translate; locale: string; reloadKey: number }) {
  const sessions = useLoad(() => api.get('/api/user/sessions', { toastError: false }), [reloadKey]);
  const [confirm, setConfirm] = useState<number | null>(null);
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  async function revoke(id: number) {
    setConfirm(null);
    await api.post('/api/user/sessions/revoke', { body: { id } }).then(
      () => toast(t('personal.sessionRevoked'), 'success'),
      () => undefined,
    );
    sessions.retry();
  }

  return (
    <section className="card settings-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('personal.sessionsTitle')}</h2>
      <p className="muted">{t('personal.sessionsLead')}</p>
      <LoadState {...sessions} loading={sessions.loading && !sessions.data} t={t}>
        <ul className="session-list">
          {sessions.data?.map((s) => (
            <li key={s.id} data-session-id={s.id}>
              <div>
                <strong>{device(s.userAgent, t('personal.unknownDevice'))}</strong>
                {s.current && <span className="badge">{t('personal.thisDevice')}</span>}
                <div className="muted">
                  {t('personal.lastSeen', { time: fmt.format(new Date(s.lastSeenAt)) })} ·{' '}
                  {t('personal.signedIn', { time: fmt.format(new Date(s.createdAt)) })}
                  {s.ip && s.ip !== 'unknown' ? ` · ${s.ip}` : ''}
                </div>
              </div>
              {!s.current && (
                <button type="button" className="btn btn-ghost" onClick={() => setConfirm(s.id)}>
                  {t('personal.signOut')}
                </button>
              )}
            </li>
          ))}
          {sessions.data?.length === 1 && <li className="muted">{t('personal.noSessions')}</li>}
        </ul>
      </LoadState>
      {confirm !== null && (
        <ConfirmDialog
          message={t('common.areYouSure')}
          confirmLabel={t('common.confirm')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onConfirm={() => void revoke(confirm)}
          onCancel={() => setConfirm(null)}
          tone="destructive"
        />
      )}
    </section>
  );
}
