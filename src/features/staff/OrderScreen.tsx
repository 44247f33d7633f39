import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '~/shared/money';
import type { Translate } from '~/shared/messageKey';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { getLocale } from '../../../i18n/locales';
import { orderStatusText } from './MerchantScreen';
import { ReasonDialog } from './ReasonDialog';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { idFromSearch, recordHref, staffHref, statusMove } from './staff';
import { staffApi } from './staffApi';
import type { OrderTimeline, TimelineKind } from './types';

const kindKeys = {
  status: 'staff.order.kind.status',
  payment: 'staff.order.kind.payment',
  money: 'staff.order.kind.money',
  job: 'staff.order.kind.job',
  mail: 'staff.order.kind.mail',
  staff: 'staff.order.kind.staff',
} as const satisfies Record<TimelineKind, string>;

/** Each kind's mark on the line: a small drawing, decorative (the kind is also said in words). */
const icons: Record<TimelineKind, string> = {
  status: 'M4 12h10M10 6l6 6-6 6',
  payment: 'M3 7h18v10H3zM3 11h18',
  money: 'M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7',
  job: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  staff: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

/** What an entry says: a status change as the two statuses in words, the rest in the data's own words. */
function entryText(t: Translate, e: OrderTimeline['entries'][number], rtl: boolean): string {
  if (e.kind === 'status') {
    const move = statusMove(e.what);
    // The arrow points the way the page reads: from the first status to the next.
    if (move) return `${orderStatusText(t, move.from)} ${rtl ? '←' : '→'} ${orderStatusText(t, move.to)}`;
  }
  return e.what;
}

/**
 * An order's timeline (`?id=`): its status changes, payments, money received, provisioning and
 * invoice jobs, mail and staff actions in time order, in the reader's time; and a new try of its
 * provisioning, with a reason.
 */
export function OrderScreen({ t, locale, lang }: ScreenProps) {
  const [id] = useState(() => (typeof window === 'undefined' ? null : idFromSearch(window.location.search)));
  const load = useLoad(async () => (id === null ? null : staffApi.get('/api/staff/order', { query: { id } })), [id]);
  const [retrying, setRetrying] = useState(false);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
  const o = load.data;
  const rtl = getLocale(locale).dir === 'rtl';

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (id === null) {
    return (
      <div className="staff-screen">
        <ScreenHead title={t('staff.order.title')} />
        <p className="card staff-forbidden">
          {t('staff.order.noId')} <a href={staffHref(locale, 'merchants')}>{t('staff.merchants.title')}</a>
        </p>
      </div>
    );
  }

  return (
    <div className="staff-screen">
      {o && (
        <p className="staff-back">
          <a href={recordHref(locale, 'merchant', o.userId)}>{t('staff.order.merchant')}</a>
        </p>
      )}
      <ScreenHead title={o ? t('staff.order.heading', { orderNo: o.orderNo }) : t('staff.order.title')}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void load.retry()}
          disabled={load.loading}
          aria-busy={load.loading}
        >
          {t('staff.refresh')}
        </button>
        {o && (
          <button type="button" className="btn" onClick={() => setRetrying(true)}>
            {t('staff.order.retry')}
          </button>
        )}
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
      <LoadState {...load} loading={load.loading && !o} t={t}>
        {o && (
          <>
            <dl className="card staff-event-fields staff-order-fields">
              <div>
                <dt>{t('staff.merchant.orderNo')}</dt>
                <dd className="staff-mono" dir="ltr" translate="no">
                  {o.orderNo}
                </dd>
              </div>
              <div>
                <dt>{t('staff.merchant.orderStatus')}</dt>
                <dd>{orderStatusText(t, o.status)}</dd>
              </div>
              <div>
                <dt>{t('staff.merchant.amount')}</dt>
                <dd className="staff-num">{formatPrice(o.amount, o.currency, lang)}</dd>
              </div>
            </dl>
            <section className="staff-section" aria-labelledby="order-timeline">
              <h2 id="order-timeline">{t('staff.order.timeline')}</h2>
              {o.entries.length === 0 ? (
                <p className="load-state load-empty">{t('staff.order.empty')}</p>
              ) : (
                <ol className="staff-timeline">
                  {o.entries.map((e) => (
                    <li
                      key={`${e.at}\u0000${e.kind}\u0000${e.what}\u0000${e.detail ?? ''}`}
                      className={`staff-timeline-item is-${e.kind}`}
                    >
                      <span className="staff-timeline-icon">
                        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
                          <path d={icons[e.kind]} />
                        </svg>
                      </span>
                      <div className="staff-timeline-body">
                        <p className="staff-timeline-head">
                          <span className="staff-timeline-kind">{t(kindKeys[e.kind])}</span>
                          <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                        </p>
                        <p className="staff-timeline-what" dir={e.kind === 'status' ? undefined : 'auto'}>
                          {entryText(t, e, rtl)}
                        </p>
                        {e.detail && (
                          <p className="staff-muted staff-break" dir="auto">
                            {e.detail}
                          </p>
                        )}
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </LoadState>
      {o && retrying && (
        <ReasonDialog
          t={t}
          message={t('staff.order.confirmRetry', { orderNo: o.orderNo })}
          confirmLabel={t('staff.order.retry')}
          send={async (reason) =>
            (await staffApi.reply('/api/staff/order/retry-provisioning', { body: { orderId: o.id, reason } })).msg ||
            t('staff.provisioningRetried')
          }
          onClose={() => setRetrying(false)}
          onDone={(msg) => {
            setRetrying(false);
            setNotice({ text: msg, kind: 'success' });
            void load.retry();
          }}
          onConflict={(msg) => {
            setRetrying(false);
            setNotice({ text: msg, kind: 'error' });
          }}
        />
      )}
    </div>
  );
}
