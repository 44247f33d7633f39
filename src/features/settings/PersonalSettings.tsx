import { useState } from 'react';
import { translator } from '~/lib/clientStrings';
import { confirmSession } from '~/stores/sessionActions';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import type { Catalog } from '~/shared/translate';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { EmailForm } from './EmailForm';
import { SessionsList } from './SessionsList';
import './settings.css';

/**
 * Personal settings page (spec §2): information, password, email, sessions. The user comes
 * from the account page's session check, so the page asks the server once.
 */
export default function PersonalSettings({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = translator(strings);
  const user = useLoad(confirmSession, []);
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <LoadState {...user} loading={user.loading || !user.data} t={t}>
      {user.data && (
        <div className="settings">
          <ProfileForm user={user.data} t={t} />
          <div className="settings-side">
            <PasswordForm t={t} onChanged={() => setSessionsKey((k) => k + 1)} />
            <EmailForm user={user.data} t={t} />
          </div>
          <SessionsList t={t} locale={locale} reloadKey={sessionsKey} />
        </div>
      )}
    </LoadState>
  );
}
