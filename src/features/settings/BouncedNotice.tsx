import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';

/** The receiving server refused the account's address for good: nothing reaches it until it changes. */
export function BouncedNotice({ user, t }: { user: UserInfo; t: Translate }) {
  if (!user.emailBounced) return null;
  return (
    <section className="card settings-card bounced-card" aria-labelledby="bounced-title">
      <h2 id="bounced-title">{t('personal.bouncedTitle')}</h2>
      <p className="mail-address" dir="ltr">
        {user.email}
      </p>
      <p>{t('personal.bounced')}</p>
    </section>
  );
}
