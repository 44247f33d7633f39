import { useId, useState } from 'react';
import { api } from '~/stores/api';
import { errorMessage } from '~/lib/apiError';
import { Modal } from '~/ui/Modal';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { formatPrice } from '~/shared/money';
import type { CreatedOrder } from '~/shared/orderTypes';
import type { Translate } from '~/shared/messageKey';
import { termDate } from './sites';
import './renew.css';

interface Props {
  /** One site, or all the renewable sites of one package. */
  siteIds: readonly number[];
  /** The one site's name (the title names it); null when several are renewed. */
  siteName: string | null;
  t: Translate;
  lang: string;
  onClose: () => void;
  /** The renewal order is made (or the open one for these sites found): pay it next. */
  onOrder: (order: CreatedOrder) => void;
}

/**
 * Renew (issue 30): today's price for another term and where each site's term would end (GET
 * /api/renewals/quote), then the renewal order (POST /api/renewals/create), paid like any order.
 */
export function RenewDialog({ siteIds, siteName, t, lang, onClose, onOrder }: Props) {
  const id = useId();
  const ids = siteIds.join(',');
  const quote = useLoad(() => api.get('/api/renewals/quote', { query: { siteIds: ids }, toastError: false }), [ids]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const q = quote.data;

  async function create() {
    setBusy(true);
    setAlert('');
    try {
      onOrder(await api.post('/api/renewals/create', { body: { siteIds: [...siteIds] }, toastError: false }));
    } catch (err) {
      // The server's reason (another open renewal, a package withdrawn meanwhile…), in the dialog.
      setAlert(errorMessage(err, t, 'errors.operationFailed'));
      setBusy(false);
    }
  }

  const title = siteName
    ? t('sites.renew.title', { site: siteName })
    : t('sites.renew.titleAll', { count: siteIds.length });
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="renew-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`} className="renew-title">
        {title}
      </h2>
      {quote.loading && !q && (
        <p className="load-state" role="status">
          {t('sites.renew.loading')}
        </p>
      )}
      <LoadState loading={false} failed={quote.failed} error={quote.error} retry={quote.retry} t={t} />
      {q && !quote.failed && (
        <div className="renew-quote" aria-busy={quote.loading}>
          <p className="renew-package">{q.packageName}</p>
          <p className="renew-lead">{t('sites.renew.lead', { months: q.months })}</p>
          <ul className="renew-sites">
            {q.sites.map((s) => (
              <li key={s.id}>
                <h3 className="renew-site-name">{s.siteName}</h3>
                <dl className="renew-ends">
                  <div>
                    <dt>{t('sites.renew.from')}</dt>
                    <dd>
                      <time dateTime={s.paidUntil}>{termDate(s.paidUntil, lang)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('sites.renew.to')}</dt>
                    <dd className="renew-new-end">
                      <time dateTime={s.newPaidUntil}>{termDate(s.newPaidUntil, lang)}</time>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <dl className="renew-price">
            <dt>{t('sites.renew.price')}</dt>
            <dd>{formatPrice(q.amount, q.currency, lang)}</dd>
          </dl>
          <p className="renew-note">{t('term.packageNote')}</p>
          {alert && (
            <p className="form-alert" role="alert">
              {alert}
            </p>
          )}
          <div className="confirm-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn" onClick={() => void create()} disabled={busy} aria-busy={busy}>
              {t('sites.renew.pay')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
