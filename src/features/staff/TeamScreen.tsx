import { useEffect, useRef, useState } from 'react';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { EndSessionsDialog } from './EndSessionsDialog';
import { InviteForm } from './InviteForm';
import { PasskeysPanel } from './PasskeysPanel';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { roleName } from './StaffShell';
import { ageOf } from './staff';
import { staffApi } from './staffApi';
import type { StaffRow } from './types';

/** Staff (administrators only): who has an account, whether they finished enrolling, invitations and ending sessions. */
export function TeamScreen({ t, lang, me }: ScreenProps) {
  const load = useLoad(() => staffApi.get('/api/staff/staff'), []);
  const [ending, setEnding] = useState<StaffRow | null>(null);
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = load.data;
  // What was said takes the focus, after the dialog's own return of it to its button.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.team.title')} />
      {notice && (
        <p className="form-success" role="status" ref={noticeRef} tabIndex={-1}>
          {notice.text}
        </p>
      )}
      <div className="staff-team">
        <section className="staff-section" aria-labelledby="team-list" aria-busy={load.loading}>
          <h2 id="team-list" className="staff-card-title">
            {t('staff.team.listTitle')}
          </h2>
          <LoadState
            {...load}
            loading={load.loading && !data}
            t={t}
            empty={data?.list.length === 0}
            emptyText={t('staff.team.empty')}
          >
            {data && (
              <table className="staff-table staff-team-table">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.team.person')}</th>
                    <th scope="col">{t('staff.team.role')}</th>
                    <th scope="col">{t('staff.team.status')}</th>
                    <th scope="col">{t('staff.team.lastSeen')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('staff.col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((p) => (
                    <tr key={p.id}>
                      <td data-label={t('staff.team.person')}>
                        <span className="staff-cell-main" dir="auto">
                          {p.name}
                          {p.id === me.id && <span className="staff-you"> {t('staff.team.you')}</span>}
                        </span>
                        <span className="staff-muted" dir="ltr">
                          {p.email}
                        </span>
                      </td>
                      <td data-label={t('staff.team.role')}>{roleName(t, p.role)}</td>
                      <td data-label={t('staff.team.status')}>
                        <span className={`staff-badge${p.active ? '' : ' is-off'}`}>
                          {t(p.active ? 'staff.team.active' : 'staff.team.inactive')}
                        </span>
                        <span className="staff-muted">
                          {t(p.enrolled ? 'staff.team.enrolled' : 'staff.team.notEnrolled')}
                        </span>
                      </td>
                      <td data-label={t('staff.team.lastSeen')}>
                        {p.lastSeenAt ? (
                          <time dateTime={p.lastSeenAt} title={when.format(new Date(p.lastSeenAt))}>
                            {ageOf(p.lastSeenAt, Date.now(), lang)}
                          </time>
                        ) : (
                          <span className="staff-muted">{t('staff.team.never')}</span>
                        )}
                      </td>
                      <td className="staff-actions">
                        <button type="button" className="btn btn-ghost btn-small" onClick={() => setEnding(p)}>
                          {t('staff.team.endSessions')}
                          <span className="visually-hidden"> {p.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </LoadState>
        </section>
        <InviteForm t={t} onInvited={() => void load.retry()} />
      </div>
      <PasskeysPanel t={t} lang={lang} me={me} />
      {ending && (
        <EndSessionsDialog
          t={t}
          person={ending}
          onClose={() => setEnding(null)}
          onDone={(msg) => {
            setEnding(null);
            setNotice({ text: msg });
            void load.retry();
          }}
        />
      )}
    </div>
  );
}
