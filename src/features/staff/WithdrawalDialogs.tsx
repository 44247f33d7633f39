import type { Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { ReasonDialog } from './ReasonDialog';
import { staffApi } from './staffApi';
import { countingApprovals, type StaffWithdrawal, type WithdrawalBatch } from './withdrawals';

interface DecideProps {
  t: Translate;
  lang: string;
  w: StaffWithdrawal;
  onClose: () => void;
  onDone: (message: string) => void;
  /** Someone moved it first, it changed, or this person already approved (409): the server's words. */
  onConflict: (message: string) => void;
}

/**
 * Approving exactly what is shown: the dialog names what the approval is bound to (the merchant,
 * amount and fee, network and address, and their digest) and sends that digest, so an approval of
 * a request that changed meanwhile is refused rather than counted.
 */
export function ApproveDialog({ t, lang, w, onClose, onDone, onConflict }: DecideProps) {
  const amount = formatPrice(w.amount, 'USDT', lang);
  const stillNeeded = w.approvalsNeeded - countingApprovals(w).length - 1;
  return (
    <ReasonDialog
      t={t}
      message={t('staff.withdrawals.confirmApprove', { id: w.id, amount })}
      note={
        <>
          <p>{t('staff.withdrawals.approveBound')}</p>
          <dl className="wd-bound">
            <dt>{t('staff.withdrawals.col.merchant')}</dt>
            <dd dir="auto" translate="no">
              {w.merchant.account}
            </dd>
            <dt>{t('staff.withdrawals.col.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('staff.withdrawals.col.fee')}</dt>
            <dd>{formatPrice(w.fee, 'USDT', lang)}</dd>
            <dt>{t('staff.withdrawals.col.network')}</dt>
            <dd dir="ltr" translate="no">
              {w.network}
            </dd>
            <dt>{t('staff.withdrawals.col.address')}</dt>
            <dd className="wd-full" dir="ltr" translate="no">
              {w.address}
            </dd>
            <dt>{t('staff.withdrawals.digest')}</dt>
            <dd className="wd-full staff-mono" dir="ltr" translate="no">
              {w.digest}
            </dd>
          </dl>
          {stillNeeded > 0 && <p>{t('staff.withdrawals.approveNeedsAnother')}</p>}
        </>
      }
      confirmLabel={t('staff.withdrawals.approve')}
      send={async (reason) =>
        (await staffApi.reply('/api/staff/withdrawals/approve', { body: { id: w.id, digest: w.digest, reason } })).msg
      }
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
    />
  );
}

/** Rejecting with a reason the merchant is told; the held amount and fee go back to the balance. */
export function RejectDialog({ t, lang, w, onClose, onDone, onConflict }: DecideProps) {
  return (
    <ReasonDialog
      t={t}
      message={t('staff.withdrawals.confirmReject', { id: w.id, amount: formatPrice(w.amount, 'USDT', lang) })}
      note={<p>{t('staff.withdrawals.rejectNote')}</p>}
      confirmLabel={t('staff.withdrawals.reject')}
      tone="destructive"
      send={async (reason) =>
        (await staffApi.reply('/api/staff/withdrawals/reject', { body: { id: w.id, reason } })).msg
      }
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
    />
  );
}

interface ExportProps {
  t: Translate;
  onClose: () => void;
  onExported: (batch: WithdrawalBatch, message: string) => void;
  /** Nothing approved to export, or another export took them first (409). */
  onConflict: (message: string) => void;
}

/** Exporting every approved withdrawal as one signed batch, with the reason the audit log keeps. */
export function ExportDialog({ t, onClose, onExported, onConflict }: ExportProps) {
  let batch: WithdrawalBatch | null = null;
  return (
    <ReasonDialog
      t={t}
      message={t('staff.withdrawals.confirmExport')}
      note={<p>{t('staff.withdrawals.exportNote')}</p>}
      confirmLabel={t('staff.withdrawals.export')}
      send={async (reason) => {
        const r = await staffApi.reply('/api/staff/withdrawals/export', { body: { reason } });
        batch = r.data;
        return r.msg;
      }}
      onClose={onClose}
      onDone={(msg) => {
        if (batch) onExported(batch, msg);
      }}
      onConflict={onConflict}
    />
  );
}
