import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { translator } from '~/lib/clientStrings';
import { $user } from '~/stores/session';
import { confirmSession } from '~/stores/sessionActions';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import type { Catalog } from '~/shared/translate';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { EmailForm } from './EmailForm';
import { SessionsList } from './SessionsList';
import { VerifyCard } from './VerifyCard';
import { BouncedNotice } from './BouncedNotice';
import { MailPrefsForm } from './MailPrefsForm';
import { InvoiceForm } from './InvoiceForm';
import './settings.css';

/**
 * Personal settings page (spec §2): the address notices, information, invoice details,
 * password, email, the account's mail, sessions. The user comes from the account page's
 * session check, so the page asks the server once; later answers (a code proved, an address
 * changed) update the session's user, which the cards follow.
 */
export default function PersonalSettings({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = translator(strings);
  const loaded = useLoad(confirmSession, []);
  const current = useStore($user);
  const user = loaded.data ? (current ?? loaded.data) : null;
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <LoadState {...loaded} loading={loaded.loading || !user} t={t}>
      {user && (
        <div className="settings">
          <BouncedNotice user={user} t={t} />
          <VerifyCard user={user} t={t} />
          <div className="settings-main">
            <ProfileForm user={user} t={t} />
            <InvoiceForm user={user} t={t} />
          </div>
          <div className="settings-side">
            <PasswordForm t={t} onChanged={() => setSessionsKey((k) => k + 1)} />
            <EmailForm user={user} t={t} />
            <MailPrefsForm user={user} t={t} />
          </div>
          <SessionsList t={t} locale={locale} reloadKey={sessionsKey} />
        </div>
      )}
    </LoadState>
  );
}
