import { useEffect, useRef, useState } from 'react';
import { isOrderStatus, orderStatusKey } from '~/shared/orderStatus';
import { asKey, type Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { type Action, ActionDialog, BALANCE_CURRENCY, Profile } from './MerchantPanels';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { idFromSearch, recordHref, staffHref } from './staff';
import { staffApi } from './staffApi';

/** An order's status in the storefront's words; a number this build does not know, as it is. */
export function orderStatusText(t: Translate, status: number): string {
  return isOrderStatus(status) ? t(orderStatusKey(status)) : String(status);
}

/** A catalogue key's text; a value this build has no key for (a new status, a new kind), as the API names it. */
export function textOr(t: Translate, key: string, raw: string): string {
  const text = t(asKey(key));
  return text === key ? raw : text;
}

/** A site's status in the storefront's words (`sites.status.<status>`). */
const siteStatusText = (t: Translate, status: string) => textOr(t, `sites.status.${status}`, status);

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
                          {textOr(t, `settlement.kind.${l.kind}`, l.kind)}
                          {l.reason && (
                            <span className="staff-muted">{textOr(t, `settlement.reason.${l.reason}`, l.reason)}</span>
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
