import { Fragment, useEffect, useRef, useState } from 'react';
import { asKey } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { EventDetails } from './EventDetails';
import { ResolveDialog } from './ResolveDialog';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { REVIEW_PAGE_SIZE } from './staff';
import { staffApi } from './staffApi';
import { type ReviewItem, reviewReasons } from './types';

const keyOf = (i: ReviewItem) => `${i.provider}\u0000${i.id}`;

/**
 * Money to review: the provider events the platform could not apply by itself, with the reason
 * in words, the payload behind a disclosure, and the dialog that resolves one. Someone else
 * resolving it first (409) is said and the list read again.
 */
export function ReviewScreen({ t, lang }: ScreenProps) {
  const [page, setPage] = useState(1);
  const load = useLoad(
    () => staffApi.get('/api/staff/review', { query: { page, pageSize: REVIEW_PAGE_SIZE } }),
    [page],
  );
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [resolving, setResolving] = useState<ReviewItem | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEW_PAGE_SIZE)) : 1;

  const toggle = (k: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(k)) next.add(k);
      return next;
    });

  async function reread() {
    const fresh = await load.retry();
    // The last item of a later page was resolved: show the page before it.
    if (fresh && fresh.list.length === 0 && page > 1) setPage(page - 1);
  }

  function settled(text: string, kind: 'success' | 'error') {
    setResolving(null);
    setNotice({ text, kind });
    void reread();
  }

  // The row whose button opened the dialog goes with the list read again: the focus moves to what
  // was said, above the list. An effect, so it runs after the dialog's own return of the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const reasonText = (code: string) =>
    (reviewReasons as readonly string[]).includes(code) ? t(asKey(`staff.reason.${code}`)) : code;

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.review.title')} lead={t('staff.review.lead')}>
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
      <section className="staff-section" aria-labelledby="review-list" aria-busy={load.loading}>
        <h2 id="review-list" ref={title} tabIndex={-1} className="visually-hidden">
          {t('staff.review.listTitle')}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t('staff.review.empty')}
        >
          {data && (
            <table className="staff-table staff-review-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.review.col.received')}</th>
                  <th scope="col">{t('staff.review.col.event')}</th>
                  <th scope="col">{t('staff.review.col.reason')}</th>
                  <th scope="col">{t('staff.review.col.amount')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((item) => {
                  const k = keyOf(item);
                  const expanded = open.has(k);
                  const detailsId = `review-details-${encodeURIComponent(k)}`;
                  return (
                    <Fragment key={k}>
                      <tr>
                        <td data-label={t('staff.review.col.received')}>
                          <time dateTime={item.receivedAt}>{when.format(new Date(item.receivedAt))}</time>
                        </td>
                        <td data-label={t('staff.review.col.event')}>
                          <span className="staff-event-name" dir="ltr" translate="no">
                            {item.provider} · {item.type}
                          </span>
                          <span className="staff-mono" dir="ltr" translate="no">
                            {item.id}
                          </span>
                        </td>
                        <td data-label={t('staff.review.col.reason')}>{reasonText(item.reason)}</td>
                        <td data-label={t('staff.review.col.amount')} className="staff-num">
                          {item.amount && item.currency
                            ? formatPrice(item.amount, item.currency, lang)
                            : t('staff.review.noAmount')}
                        </td>
                        <td className="staff-actions">
                          <button
                            type="button"
                            className="btn btn-ghost btn-small"
                            aria-expanded={expanded}
                            aria-controls={detailsId}
                            onClick={() => toggle(k)}
                          >
                            {t('staff.review.details')}
                            <span className="visually-hidden"> {item.id}</span>
                          </button>
                          <button type="button" className="btn btn-small" onClick={() => setResolving(item)}>
                            {t('staff.review.resolve')}
                            <span className="visually-hidden"> {item.id}</span>
                          </button>
                        </td>
                      </tr>
                      <tr id={detailsId} className="staff-details-row" hidden={!expanded}>
                        <td colSpan={5}>{expanded && <EventDetails t={t} item={item} />}</td>
                      </tr>
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.review.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            title.current?.focus();
          }}
        />
      </section>
      {resolving && (
        <ResolveDialog
          t={t}
          lang={lang}
          item={resolving}
          onClose={() => setResolving(null)}
          onResolved={(msg) => settled(msg || t('staff.resolved'), 'success')}
          onConflict={(msg) => settled(msg, 'error')}
        />
      )}
    </div>
  );
}
