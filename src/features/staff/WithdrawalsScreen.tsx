import { useEffect, useMemo, useRef, useState } from 'react';
import { asKey } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { ageOf } from './staff';
import { staffApi } from './staffApi';
import { BatchFacts, BatchView } from './WithdrawalBatch';
import { WithdrawalDetail } from './WithdrawalDetail';
import { ExportDialog } from './WithdrawalDialogs';
import { Address, StatusBadge } from './WithdrawalParts';
import {
  countingApprovals,
  type QueueTab,
  queueTabs,
  type WithdrawalBatch,
  viewFromSearch,
  WITHDRAW_PAGE_SIZE,
} from './withdrawals';
import './withdrawals.css';

/**
 * Finance's withdrawals (issue 29): the queue by status, one request with the merchant's history
 * and its approve / reject dialogs (`?id=`), and an exported batch (`?batch=`). Links move between
 * them, so each view has its own address and the browser's Back works.
 */
export function WithdrawalsScreen(props: ScreenProps) {
  const view = useMemo(() => viewFromSearch(window.location.search), []);
  if (view.kind === 'detail') return <WithdrawalDetail {...props} id={view.id} />;
  if (view.kind === 'batch') return <BatchView {...props} id={view.id} />;
  return <Queue {...props} initialTab={view.tab} />;
}

function Queue({ t, lang, initialTab }: ScreenProps & { initialTab: QueueTab }) {
  const [tab, setTab] = useState<QueueTab>(initialTab);
  const [page, setPage] = useState(1);
  const load = useLoad(
    () => staffApi.get('/api/staff/withdrawals', { query: { status: tab, page, pageSize: WITHDRAW_PAGE_SIZE } }),
    [tab, page],
  );
  const [exporting, setExporting] = useState(false);
  const [batch, setBatch] = useState<WithdrawalBatch | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const now = Date.now();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / WITHDRAW_PAGE_SIZE)) : 1;
  const money = (v: string) => formatPrice(v, 'USDT', lang);

  useEffect(() => {
    const q = tab === 'requested' ? '' : `?status=${tab}`;
    window.history.replaceState(window.history.state, '', window.location.pathname + q);
  }, [tab]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function choose(next: QueueTab) {
    setTab(next);
    setPage(1);
    setNotice(null);
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.withdrawals.title')} lead={t('staff.withdrawals.lead')}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void load.retry()}
          disabled={load.loading}
          aria-busy={load.loading}
        >
          {t('staff.refresh')}
        </button>
        <button type="button" className="btn" onClick={() => setExporting(true)}>
          {t('staff.withdrawals.export')}
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
      {batch && <BatchFacts t={t} lang={lang} batch={batch} heading />}
      <fieldset className="wd-tabs">
        <legend className="visually-hidden">{t('staff.withdrawals.filter')}</legend>
        {queueTabs.map((s) => (
          <button key={s} type="button" className="wd-tab" aria-pressed={s === tab} onClick={() => choose(s)}>
            {t(asKey(`staff.withdrawals.tab.${s}`))}
          </button>
        ))}
      </fieldset>
      <section className="staff-section" aria-labelledby="wd-list" aria-busy={load.loading}>
        <h2 id="wd-list" ref={listTitle} tabIndex={-1} className="visually-hidden">
          {t(asKey(`staff.withdrawals.tab.${tab}`))}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t(asKey(`staff.withdrawals.empty.${tab}`))}
        >
          {data && (
            <table className="staff-table wd-table">
              <caption className="visually-hidden">{t(asKey(`staff.withdrawals.tab.${tab}`))}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.withdrawals.col.requested')}</th>
                  <th scope="col">{t('staff.withdrawals.col.merchant')}</th>
                  <th scope="col">{t('staff.withdrawals.col.amount')}</th>
                  <th scope="col">{t('staff.withdrawals.col.fee')}</th>
                  <th scope="col">{t('staff.withdrawals.col.network')}</th>
                  <th scope="col">{t('staff.withdrawals.col.address')}</th>
                  <th scope="col">{t('staff.withdrawals.col.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((w) => (
                  <tr key={w.id}>
                    <td data-label={t('staff.withdrawals.col.requested')}>
                      <span className="wd-cell">
                        <time dateTime={w.requestedAt} title={when.format(new Date(w.requestedAt))}>
                          {ageOf(w.requestedAt, now, lang)}
                        </time>
                        <span className="staff-muted">{t('staff.withdrawals.number', { id: w.id })}</span>
                      </span>
                    </td>
                    <td data-label={t('staff.withdrawals.col.merchant')}>
                      <span dir="auto" translate="no">
                        {w.merchant.account}
                      </span>
                    </td>
                    <td data-label={t('staff.withdrawals.col.amount')} className="staff-num">
                      {money(w.amount)}
                    </td>
                    <td data-label={t('staff.withdrawals.col.fee')} className="staff-num">
                      {money(w.fee)}
                    </td>
                    <td data-label={t('staff.withdrawals.col.network')}>
                      <span dir="ltr" translate="no">
                        {w.network}
                      </span>
                    </td>
                    <td data-label={t('staff.withdrawals.col.address')}>
                      <Address value={w.address} />
                    </td>
                    <td data-label={t('staff.withdrawals.col.status')}>
                      <span className="wd-cell">
                        <StatusBadge t={t} w={w} />
                        {w.status === 'requested' && (
                          <span className="staff-muted">
                            {t('staff.withdrawals.approvalsOf', {
                              given: countingApprovals(w).length,
                              needed: w.approvalsNeeded,
                            })}
                          </span>
                        )}
                      </span>
                    </td>
                    <td className="staff-actions">
                      <a className="btn btn-ghost btn-small" href={`?id=${w.id}`}>
                        {t('staff.withdrawals.open')}
                        <span className="visually-hidden"> {t('staff.withdrawals.number', { id: w.id })}</span>
                      </a>
                      {w.batchId !== null && (
                        <a className="btn btn-ghost btn-small" href={`?batch=${w.batchId}`}>
                          {t('staff.withdrawals.batchNumber', { id: w.batchId })}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.withdrawals.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            listTitle.current?.focus();
          }}
        />
      </section>
      {exporting && (
        <ExportDialog
          t={t}
          onClose={() => setExporting(false)}
          onExported={(b, msg) => {
            setExporting(false);
            setBatch(b);
            setNotice({ text: msg, kind: 'success' });
            void load.retry();
          }}
          onConflict={(msg) => {
            setExporting(false);
            setNotice({ text: msg, kind: 'error' });
            void load.retry();
          }}
        />
      )}
    </div>
  );
}
