import { useEffect, useRef, useState } from 'react';
import { isOrderStatus, orderStatusKey } from '~/shared/orderStatus';
import { asKey, type Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { ReasonDialog } from './ReasonDialog';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { idFromSearch, recordHref, staffHref } from './staff';
import { staffApi } from './staffApi';
import type { MerchantDetail, MerchantSite } from './types';

/** The merchant's balance and ledger are kept in USDT (src/server/orders/settlement.ts). */
const BALANCE_CURRENCY = 'USDT';

type Action =
  | { kind: 'lock' | 'unlock' | 'endSessions' | 'resend' }
  | { kind: 'suspend' | 'resume'; site: MerchantSite };

/** An order's status in the storefront's words; a number this build does not know, as it is. */
export function orderStatusText(t: Translate, status: number): string {
  return isOrderStatus(status) ? t(orderStatusKey(status)) : String(status);
}

/** A site's status in the storefront's words (`sites.status.<status>`); one this build does not know, as the API names it. */
function siteStatusText(t: Translate, status: string): string {
  const key = `sites.status.${status}`;
  const text = t(asKey(key));
  return text === key ? status : text;
}

/**
 * One merchant (`?id=`): who they are, whether they can sign in, their balance and ledger,
 * orders (each to its timeline) and sites; lock or unlock the sign-in, end the sessions,
 * resend the verification code, suspend or resume a site — each with a reason.
 */
export function MerchantScreen({ t, locale, lang }: ScreenProps) {
  const [id] = useState(() => (typeof window === 'undefined' ? null : idFromSearch(window.location.search)));
  const load = useLoad(async () => (id === null ? null : staffApi.get('/api/staff/merchant', { query: { id } })), [id]);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const m = load.data;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function done(text: string, kind: 'success' | 'error' = 'success') {
    setAction(null);
    setNotice({ text, kind });
    void load.retry();
  }

  if (id === null) {
    return (
      <div className="staff-screen">
        <ScreenHead title={t('staff.merchant.title')} />
        <p className="card staff-forbidden">
          {t('staff.merchant.noId')} <a href={staffHref(locale, 'merchants')}>{t('staff.merchants.title')}</a>
        </p>
      </div>
    );
  }

  return (
    <div className="staff-screen">
      <p className="staff-back">
        <a href={staffHref(locale, 'merchants')}>{t('staff.merchant.back')}</a>
      </p>
      <ScreenHead title={m ? m.account : t('staff.merchant.title')}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void load.retry()}
          disabled={load.loading}
          aria-busy={load.loading}
        >
          {t('staff.refresh')}
        </button>
      </ScreenHead>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'error' ? 'form-alert' : 'form-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <LoadState {...load} loading={load.loading && !m} t={t}>
        {m && (
          <>
            <Profile t={t} lang={lang} m={m} onAction={(kind) => setAction({ kind })} />

            <section className="staff-section" aria-labelledby="merchant-sites">
              <h2 id="merchant-sites">{t('staff.merchant.sites')}</h2>
              {m.sites.length === 0 ? (
                <p className="load-state load-empty">{t('staff.merchant.noSites')}</p>
              ) : (
                <table className="staff-table staff-sites-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('staff.merchant.site')}</th>
                      <th scope="col">{t('staff.merchant.siteStatus')}</th>
                      <th scope="col">{t('staff.merchant.order')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('staff.col.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.sites.map((s) => (
                      <tr key={s.id}>
                        <td data-label={t('staff.merchant.site')}>
                          <span className="staff-cell-main" dir="auto">
                            {s.name}
                          </span>
                          <span className="staff-mono" dir="ltr" translate="no">
                            {s.slug}
                          </span>
                        </td>
                        <td data-label={t('staff.merchant.siteStatus')}>
                          <span className="staff-badges">
                            <span className="staff-badge is-plain">{siteStatusText(t, s.status)}</span>
                            {s.suspended && <span className="staff-badge is-off">{t('staff.merchant.suspended')}</span>}
                          </span>
                        </td>
                        <td data-label={t('staff.merchant.order')}>
                          <a href={recordHref(locale, 'order', s.orderId)}>{t('staff.merchant.timeline')}</a>
                        </td>
                        <td className="staff-actions">
                          {s.suspended ? (
                            <button
                              type="button"
                              className="btn btn-small"
                              onClick={() => setAction({ kind: 'resume', site: s })}
                            >
                              {t('staff.site.resume')}
                              <span className="visually-hidden"> {s.name}</span>
                            </button>
                          ) : (
                            <button
                              type="button"
                              className="btn btn-ghost btn-small staff-danger-text"
                              onClick={() => setAction({ kind: 'suspend', site: s })}
                            >
                              {t('staff.site.suspend')}
                              <span className="visually-hidden"> {s.name}</span>
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            <section className="staff-section" aria-labelledby="merchant-orders">
              <h2 id="merchant-orders">{t('staff.merchant.orders')}</h2>
              {m.orders.length === 0 ? (
                <p className="load-state load-empty">{t('staff.merchant.noOrders')}</p>
              ) : (
                <table className="staff-table staff-orders-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('staff.merchant.orderNo')}</th>
                      <th scope="col">{t('staff.merchant.site')}</th>
                      <th scope="col">{t('staff.merchant.orderStatus')}</th>
                      <th scope="col">{t('staff.merchant.amount')}</th>
                      <th scope="col">{t('staff.merchant.paid')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.orders.map((o) => (
                      <tr key={o.id}>
                        <td data-label={t('staff.merchant.orderNo')}>
                          <a href={recordHref(locale, 'order', o.id)} className="staff-mono" dir="ltr" translate="no">
                            {o.orderNo}
                          </a>
                        </td>
                        <td data-label={t('staff.merchant.site')}>
                          <span dir="auto">{o.siteName}</span>
                        </td>
                        <td data-label={t('staff.merchant.orderStatus')}>{orderStatusText(t, o.status)}</td>
                        <td data-label={t('staff.merchant.amount')} className="staff-num">
                          {formatPrice(o.amount, o.currency, lang)}
                        </td>
                        <td data-label={t('staff.merchant.paid')}>
                          {o.payTime ? (
                            <time dateTime={o.payTime}>{when.format(new Date(o.payTime))}</time>
                          ) : (
                            <span className="staff-muted">—</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            <section className="staff-section" aria-labelledby="merchant-ledger">
              <h2 id="merchant-ledger">{t('staff.merchant.ledger')}</h2>
              {m.ledger.length === 0 ? (
                <p className="load-state load-empty">{t('staff.merchant.noLedger')}</p>
              ) : (
                <table className="staff-table staff-ledger-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('staff.merchant.when')}</th>
                      <th scope="col">{t('staff.merchant.kind')}</th>
                      <th scope="col">{t('staff.merchant.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.ledger.map((l) => (
                      <tr key={l.id}>
                        <td data-label={t('staff.merchant.when')}>
                          <time dateTime={l.at}>{when.format(new Date(l.at))}</time>
                        </td>
                        <td data-label={t('staff.merchant.kind')}>
                          {ledgerText(t, `settlement.kind.${l.kind}`, l.kind)}
                          {l.reason && (
                            <span className="staff-muted">
                              {ledgerText(t, `settlement.reason.${l.reason}`, l.reason)}
                            </span>
                          )}
                        </td>
                        <td data-label={t('staff.merchant.amount')} className="staff-num">
                          {formatPrice(l.amount, BALANCE_CURRENCY, lang, { signed: true })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </LoadState>
      {m && action && <ActionDialog t={t} m={m} action={action} onClose={() => setAction(null)} onDone={done} />}
    </div>
  );
}

function ledgerText(t: Translate, key: string, raw: string): string {
  const text = t(asKey(key));
  return text === key ? raw : text;
}

function Profile({
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

function ActionDialog({
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
