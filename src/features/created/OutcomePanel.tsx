import { formatPrice } from '~/shared/money';
import type { PaymentResults } from '~/shared/orderTypes';
import { localePath, type LocaleCode } from '../../../i18n/locales';
import type { Outcome } from './created';
import { SiteAccess } from './SiteAccess';
import { asKey, type Translate } from '~/shared/messageKey';

interface Props {
  outcome: Outcome;
  results: PaymentResults;
  polling: boolean;
  t: Translate;
  lang: string;
  locale: LocaleCode;
  onPay: () => void;
  onRetrySite: () => void;
}

/** What the merchant can see and do at this stage: pay (the rest, again), retry, or open the site. */
export function OutcomePanel({ outcome: o, results: r, polling, t, lang, locale, onPay, onRetrySite }: Props) {
  const money = (v: string) => formatPrice(v, r.currency, lang);
  const myOrders = (
    <a className="btn btn-ghost" href={localePath(locale, 'my-order')}>
      {t('created.ui.myOrders')}
    </a>
  );
  const amounts = (
    <dl className="created-amounts">
      <div>
        <dt>{t('created.ui.paid')}</dt>
        <dd>{money(r.paid)}</dd>
      </div>
      <div>
        <dt>{t('created.ui.remaining')}</dt>
        <dd className="created-remaining">{money(r.remaining)}</dd>
      </div>
    </dl>
  );

  switch (o.kind) {
    case 'live':
      return (
        <div className="created-outcome">
          {r.site && (
            <SiteAccess
              domain={r.site.domain}
              ownDomain={r.site.ownDomain}
              backendUrl={r.site.backendUrl}
              account={r.site.account}
              t={t}
            />
          )}
          <p className="created-note">{t('created.ui.loginNote')}</p>
          <div className="created-actions">
            <a className="btn btn-ghost" href={localePath(locale, 'my-site')}>
              {t('created.ui.mySites')}
            </a>
            {myOrders}
          </div>
        </div>
      );
    case 'provisioning':
      // Delayed: an attempt failed and the server tries again at `retryAt`; Retry tries now.
      if (r.site?.retryAt) {
        const at = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(r.site.retryAt),
        );
        return (
          <div className="created-outcome">
            <p className="created-note" role="status">
              {t('created.ui.delayedNote', { time: at })}
            </p>
            <div className="created-actions">
              <button type="button" className="btn" onClick={onRetrySite}>
                {t('created.ui.tryNow')}
              </button>
              {myOrders}
            </div>
          </div>
        );
      }
      return (
        <div className="created-outcome">
          <p className="created-note">{t('created.ui.provisioningNote')}</p>
        </div>
      );
    case 'siteFailed':
      return (
        <div className="created-outcome">
          <p className="form-alert form-alert-lines">{t('created.ui.siteFailedNote')}</p>
          <div className="created-actions">
            <button type="button" className="btn" onClick={onRetrySite}>
              {t('common.retry')}
            </button>
            {myOrders}
          </div>
        </div>
      );
    case 'paymentFailed':
      return (
        <div className="created-outcome">
          <div className="form-alert form-alert-lines">
            <p>{t('created.ui.paymentFailedNote')}</p>
            {o.reason && <p>{t('created.ui.paymentFailedReason', { reason: reasonText(o.reason, t) })}</p>}
          </div>
          {amounts}
          <div className="created-actions">
            <button type="button" className="btn" onClick={onPay}>
              {t('created.ui.payAgain')}
            </button>
            {myOrders}
          </div>
        </div>
      );
    case 'partial':
    case 'awaiting':
      return (
        <div className="created-outcome">
          {o.kind === 'partial' && amounts}
          {o.kind === 'partial' ? (
            // What has arrived and what is still due, never "waiting for confirmation" of money in flight.
            <p className="created-note">
              {t('created.ui.partialDue', { paid: money(r.paid), remaining: money(r.remaining) })}{' '}
              {polling ? t('created.ui.partialWatching') : t('created.ui.partialNote')}
            </p>
          ) : (
            <p className="created-note">{polling ? t('created.ui.waitingNote') : t('created.ui.awaitingNote')}</p>
          )}
          <div className="created-actions">
            <button type="button" className="btn" onClick={onPay}>
              {o.kind === 'partial' ? t('created.ui.payRest', { amount: money(r.remaining) }) : t('created.ui.payNow')}
            </button>
            {myOrders}
          </div>
        </div>
      );
    case 'closed':
      return (
        <div className="created-outcome">
          <p className="created-note">{t(`created.ui.closedNote${o.status}`)}</p>
          <div className="created-actions">
            {myOrders}
            <a className="btn btn-ghost" href={localePath(locale, 'cart')}>
              {t('created.ui.cart')}
            </a>
          </div>
        </div>
      );
  }
}

/** A provider's reason code (`card_declined`) in words; an unknown code is shown as it came. */
function reasonText(code: string, t: Translate): string {
  const key = `created.ui.reason.${code}`;
  const text = t(asKey(key));
  return text === key ? code : text;
}
