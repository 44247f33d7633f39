import { useEffect, useRef, useState } from 'react';
import { asKey, type Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { staffApi } from './staffApi';
import { ApproveDialog, RejectDialog } from './WithdrawalDialogs';
import { MerchantHistory } from './WithdrawalHistory';
import { StatusBadge } from './WithdrawalParts';
import { approvedBy, countingApprovals, mayReject, type WithdrawalDetailAnswer } from './withdrawals';

/**
 * One withdrawal as finance weighs it: the request, its approvals (who, when, whether each still
 * counts), its status history and the merchant's history; Approve and Reject in their dialogs.
 * After a decision, or a refusal because someone else moved first, it is read again, so what is
 * shown is what the server now holds.
 */
export function WithdrawalDetail({ t, lang, me, id }: ScreenProps & { id: number }) {
  const load = useLoad(() => staffApi.get('/api/staff/withdrawals/detail', { query: { id } }), [id]);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const d = load.data;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function settled(text: string, kind: 'success' | 'error') {
    setDialog(null);
    setNotice({ text, kind });
    void load.retry();
  }

  return (
    <div className="staff-screen">
      <a className="staff-back" href="./">
        {t('staff.withdrawals.back')}
      </a>
      <ScreenHead title={t('staff.withdrawals.number', { id })}>
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
      <LoadState {...load} loading={load.loading && !d} t={t}>
        {d && <Ready t={t} lang={lang} meId={me.id} d={d} open={setDialog} />}
      </LoadState>
      {d && dialog === 'approve' && (
        <ApproveDialog
          t={t}
          lang={lang}
          w={d.withdrawal}
          onClose={() => setDialog(null)}
          onDone={(m) => settled(m, 'success')}
          onConflict={(m) => settled(m, 'error')}
        />
      )}
      {d && dialog === 'reject' && (
        <RejectDialog
          t={t}
          lang={lang}
          w={d.withdrawal}
          onClose={() => setDialog(null)}
          onDone={(m) => settled(m, 'success')}
          onConflict={(m) => settled(m, 'error')}
        />
      )}
    </div>
  );
}

interface ReadyProps {
  t: Translate;
  lang: string;
  meId: number;
  d: WithdrawalDetailAnswer;
  open: (dialog: 'approve' | 'reject') => void;
}

function Ready({ t, lang, meId, d, open }: ReadyProps) {
  const w = d.withdrawal;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (v: string) => formatPrice(v, 'USDT', lang);
  const mine = approvedBy(w, meId);
  const counting = countingApprovals(w).length;
  return (
    <>
      <section className="card wd-card" aria-labelledby="wd-request">
        <h2 id="wd-request" className="staff-card-title">
          {t('staff.withdrawals.request')}
        </h2>
        <dl className="wd-facts">
          <dt>{t('staff.withdrawals.col.status')}</dt>
          <dd>
            <StatusBadge t={t} w={w} />
          </dd>
          <dt>{t('staff.withdrawals.col.merchant')}</dt>
          <dd>
            <span dir="auto" translate="no">
              {w.merchant.account}
            </span>{' '}
            <span className="staff-muted" dir="ltr" translate="no">
              {w.merchant.email}
            </span>
          </dd>
          <dt>{t('staff.withdrawals.col.amount')}</dt>
          <dd>{money(w.amount)}</dd>
          <dt>{t('staff.withdrawals.col.fee')}</dt>
          <dd>{money(w.fee)}</dd>
          <dt>{t('staff.withdrawals.col.network')}</dt>
          <dd dir="ltr" translate="no">
            {w.network}
          </dd>
          <dt>{t('staff.withdrawals.col.address')}</dt>
          <dd className="wd-full" dir="ltr" translate="no">
            {w.address}
          </dd>
          <dt>{t('staff.withdrawals.col.requested')}</dt>
          <dd>
            <time dateTime={w.requestedAt}>{when.format(new Date(w.requestedAt))}</time>
          </dd>
          {w.batchId !== null && (
            <>
              <dt>{t('staff.withdrawals.batch')}</dt>
              <dd>
                <a href={`./?batch=${w.batchId}`}>{t('staff.withdrawals.batchNumber', { id: w.batchId })}</a>
              </dd>
            </>
          )}
          {w.txHash && (
            <>
              <dt>{t('staff.withdrawals.txHash')}</dt>
              <dd className="wd-full staff-mono" dir="ltr" translate="no">
                {w.txHash}
              </dd>
            </>
          )}
          {w.reason && (
            <>
              <dt>{t('staff.withdrawals.reason')}</dt>
              <dd dir="auto">{w.reason}</dd>
            </>
          )}
        </dl>
        {w.status === 'requested' && (
          <p className="wd-rule">
            {w.approvalsNeeded > 1 ? t('staff.withdrawals.needsTwo') : t('staff.withdrawals.needsOne')}
          </p>
        )}
        {w.status === 'requested' && mine && <p className="wd-mine">{t('staff.withdrawals.youApproved')}</p>}
        {(w.status === 'requested' || mayReject(w.status)) && (
          <div className="staff-form-actions">
            {w.status === 'requested' && !mine && (
              <button type="button" className="btn" onClick={() => open('approve')}>
                {t('staff.withdrawals.approve')}
              </button>
            )}
            {mayReject(w.status) && (
              <button type="button" className="btn btn-danger" onClick={() => open('reject')}>
                {t('staff.withdrawals.reject')}
              </button>
            )}
          </div>
        )}
      </section>
      <section className="card wd-card" aria-labelledby="wd-approvals">
        <h2 id="wd-approvals" className="staff-card-title">
          {t('staff.withdrawals.approvals')}
        </h2>
        <p className="wd-rule">{t('staff.withdrawals.approvalsOf', { given: counting, needed: w.approvalsNeeded })}</p>
        {w.approvals.length === 0 ? (
          <p className="staff-none">{t('staff.withdrawals.noApprovals')}</p>
        ) : (
          <ul className="wd-list">
            {w.approvals.map((a) => (
              <li key={a.staffId}>
                <span dir="auto">{a.staffName}</span>
                {a.staffId === meId && <span className="staff-you"> {t('staff.withdrawals.you')}</span>} ·{' '}
                <time dateTime={a.at}>{when.format(new Date(a.at))}</time>
                {!a.valid && <span className="wd-status is-failed">{t('staff.withdrawals.approvalVoid')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card wd-card" aria-labelledby="wd-history">
        <h2 id="wd-history" className="staff-card-title">
          {t('staff.withdrawals.history')}
        </h2>
        <ol className="wd-list">
          {d.history.map((h) => (
            <li key={`${h.at}-${h.to}`}>
              <span className="wd-step">{t(asKey(`staff.withdrawals.status.${h.to}`))}</span> ·{' '}
              {t(asKey(`staff.withdrawals.by.${h.by}`))} · <time dateTime={h.at}>{when.format(new Date(h.at))}</time>
              {h.reason && (
                <span className="wd-step-reason" dir="auto">
                  {h.reason}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      <MerchantHistory t={t} lang={lang} m={d.merchant} />
    </>
  );
}
