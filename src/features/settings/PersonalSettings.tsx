import { useCallback, useEffect, useState } from 'react';
import { api } from '~/lib/api';
import { translator } from '~/lib/clientStrings';
import { setUser } from '~/stores/session';
import type { Catalog } from '~/shared/i18n';
import type { UserInfo } from '~/shared/types';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { EmailForm } from './EmailForm';
import { SessionsList } from './SessionsList';
import './settings.css';

/** Personal settings page (spec §2): information, password, email, sessions. */
export default function PersonalSettings({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = translator(strings);
  const [user, setLoaded] = useState<UserInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [sessionsKey, setSessionsKey] = useState(0);

  const load = useCallback(() => {
    setFailed(false);
    api<UserInfo>('/user/info', { toastError: false }).then(
      (u) => {
        setUser(u);
        setLoaded(u);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  if (failed) {
    return (
      <div className="load-state" role="alert">
        <p>{t('common.loadFailed')}</p>
        <button className="btn" type="button" onClick={load}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!user)
    return (
      <p className="load-state" role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <div className="settings">
      <ProfileForm user={user} t={t} />
      <div className="settings-side">
        <PasswordForm t={t} onChanged={() => setSessionsKey((k) => k + 1)} />
        <EmailForm user={user} t={t} />
      </div>
      <SessionsList t={t} locale={locale} reloadKey={sessionsKey} />
    </div>
  );
}
