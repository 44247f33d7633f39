import { setUser } from '~/stores/session';
import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';
import { CodeForm } from '~/ui/verify/CodeForm';

/**
 * Paying needs a proved address (the receipt and the invoice go there): an unverified merchant
 * types the mailed code here and the payment methods appear, without leaving the order.
 */
export function VerifyToPay({ user, t }: { user: UserInfo; t: Translate }) {
  return (
    <section className="pay-verify" aria-labelledby="pay-verify-title" data-testid="pay-verify">
      <h3 id="pay-verify-title">{t('pay.ui.verifyTitle')}</h3>
      <p>{t('pay.ui.verifyLead')}</p>
      <p className="pay-verify-address">
        <bdi dir="ltr">{user.pendingEmail ?? user.email}</bdi>
      </p>
      <CodeForm t={t} onVerified={(next) => setUser(next)} />
    </section>
  );
}
