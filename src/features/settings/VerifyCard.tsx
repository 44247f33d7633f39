import { useState } from 'react';
import { setUser } from '~/stores/session';
import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';
import { CodeForm } from '~/ui/verify/CodeForm';

/**
 * "Confirm your email address": shown while the registration's address waits for its code
 * (a pending change shows its code in the e-mail card instead), and once more, to say it worked.
 */
export function VerifyCard({ user, t }: { user: UserInfo; t: Translate }) {
  const [done, setDone] = useState(false);
  if (user.pendingEmail || (user.emailVerified && !done)) return null;
  return (
    <section className="card settings-card verify-card" aria-labelledby="verify-title">
      <h2 id="verify-title">{t('personal.verifyTitle')}</h2>
      {done ? (
        <p className="form-success" role="status">
          {t('verify.done')}
        </p>
      ) : (
        <>
          <p>{t('personal.verifyLead')}</p>
          <p className="mail-address" dir="ltr" data-testid="verify-address">
            {user.email}
          </p>
          <CodeForm
            t={t}
            onVerified={(next) => {
              setDone(true);
              setUser(next);
            }}
          />
        </>
      )}
    </section>
  );
}
