// A merchant's profile card and the dialog of each action on a merchant or a site (MerchantScreen.tsx).
import type { Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { ReasonDialog } from './ReasonDialog';
import { staffApi } from './staffApi';
import type { MerchantDetail, MerchantSite } from './types';

/** The merchant's balance and ledger are kept in USDT (src/server/orders/settlement.ts). */
export const BALANCE_CURRENCY = 'USDT';

export type Action =
  | { kind: 'lock' | 'unlock' | 'endSessions' | 'resend' }
  | { kind: 'suspend' | 'resume'; site: MerchantSite };

export function Profile({
  t,
  lang,
  m,
  onAction,
}: {
  t: Translate;
  lang: string;
  m: MerchantDetail;
  onAction: (kind: 'lock' | 'unlock' | 'endSessions' | 'resend') => void;
}) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const language = (() => {
    try {
      return new Intl.DisplayNames(lang, { type: 'language' }).of(m.locale) ?? m.locale;
    } catch {
      return m.locale;
    }
  })();
  return (
    <section className="card staff-profile" aria-labelledby="merchant-profile">
      <h2 id="merchant-profile" className="staff-card-title">
        {t('staff.merchant.profile')}
      </h2>
      <dl className="staff-event-fields staff-profile-fields">
        <div>
          <dt>{t('staff.merchant.account')}</dt>
          <dd dir="auto">{m.account}</dd>
        </div>
        <div>
          <dt>{t('staff.merchant.email')}</dt>
          <dd dir="ltr" className="staff-break">
            {m.email}
          </dd>
        </div>
        <div>
          <dt>{t('staff.merchant.registered')}</dt>
          <dd>
            <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{t('staff.merchant.verifiedLabel')}</dt>
          <dd>
            <span className={`staff-badge${m.verified ? '' : ' is-off'}`}>
              {t(m.verified ? 'staff.merchant.verified' : 'staff.merchant.notVerified')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('staff.merchant.signIn')}</dt>
          <dd>
            <span className={`staff-badge${m.locked ? ' is-off' : ''}`}>
              {t(m.locked ? 'staff.merchant.locked' : 'staff.merchant.open')}
            </span>
            {m.locked && m.lockedReason && (
              <span className="staff-muted" dir="auto">
                {t('staff.merchant.lockedBecause', { reason: m.lockedReason })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('staff.merchant.language')}</dt>
          <dd>{language}</dd>
        </div>
        <div>
          <dt>{t('staff.merchant.balance')}</dt>
          <dd className="staff-num">{formatPrice(m.balance, BALANCE_CURRENCY, lang)}</dd>
        </div>
        <div>
          <dt>{t('staff.merchant.sessions')}</dt>
          <dd>{new Intl.NumberFormat(lang).format(m.liveSessions)}</dd>
        </div>
      </dl>
      <div className="staff-form-actions staff-profile-actions">
        {m.locked ? (
          <button type="button" className="btn" onClick={() => onAction('unlock')}>
            {t('staff.merchant.unlock')}
          </button>
        ) : (
          <button type="button" className="btn btn-danger" onClick={() => onAction('lock')}>
            {t('staff.merchant.lock')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onAction('endSessions')}
          disabled={m.liveSessions === 0}
        >
          {t('staff.merchant.endSessions')}
        </button>
        {!m.verified && (
          <button type="button" className="btn btn-ghost" onClick={() => onAction('resend')}>
            {t('staff.merchant.resend')}
          </button>
        )}
      </div>
    </section>
  );
}

export function ActionDialog({
  t,
  m,
  action,
  onClose,
  onDone,
}: {
  t: Translate;
  m: MerchantDetail;
  action: Action;
  onClose: () => void;
  onDone: (text: string, kind?: 'success' | 'error') => void;
}) {
  const who = { account: m.account };
  const said = async (reply: Promise<{ msg: string }>, fallback: string) => (await reply).msg || fallback;
  const common = {
    t,
    onClose,
    onDone: (msg: string) => onDone(msg),
    onConflict: (msg: string) => onDone(msg, 'error'),
  };
  switch (action.kind) {
    case 'lock':
      return (
        <ReasonDialog
          {...common}
          tone="destructive"
          message={t('staff.merchant.confirmLock', who)}
          note={<p>{t('staff.merchant.lockNote')}</p>}
          confirmLabel={t('staff.merchant.lock')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/merchant/lock', { body: { userId: m.id, reason } }),
              t('staff.merchantLocked'),
            )
          }
        />
      );
    case 'unlock':
      return (
        <ReasonDialog
          {...common}
          message={t('staff.merchant.confirmUnlock', who)}
          confirmLabel={t('staff.merchant.unlock')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/merchant/unlock', { body: { userId: m.id, reason } }),
              t('staff.merchantUnlocked'),
            )
          }
        />
      );
    case 'endSessions':
      return (
        <ReasonDialog
          {...common}
          tone="destructive"
          message={t('staff.merchant.confirmEnd', who)}
          confirmLabel={t('staff.merchant.endSessions')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/merchant/end-sessions', { body: { userId: m.id, reason } }),
              t('staff.sessionsEnded'),
            )
          }
        />
      );
    case 'resend':
      return (
        <ReasonDialog
          {...common}
          message={t('staff.merchant.confirmResend', { email: m.email })}
          confirmLabel={t('staff.merchant.resend')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/merchant/resend-verification', { body: { userId: m.id, reason } }),
              t('staff.verificationSent'),
            )
          }
        />
      );
    case 'suspend':
      return (
        <ReasonDialog
          {...common}
          tone="destructive"
          message={t('staff.site.confirmSuspend', { site: action.site.name })}
          note={<p>{t('staff.site.suspendNote')}</p>}
          confirmLabel={t('staff.site.suspend')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/site/suspend', { body: { siteId: action.site.id, reason } }),
              t('staff.siteSuspended'),
            )
          }
        />
      );
    case 'resume':
      return (
        <ReasonDialog
          {...common}
          message={t('staff.site.confirmResume', { site: action.site.name })}
          confirmLabel={t('staff.site.resume')}
          send={(reason) =>
            said(
              staffApi.reply('/api/staff/site/resume', { body: { siteId: action.site.id, reason } }),
              t('staff.siteResumed'),
            )
          }
        />
      );
  }
}
