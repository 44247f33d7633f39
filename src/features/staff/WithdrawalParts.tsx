import { asKey, type Translate } from '~/shared/messageKey';
import { awaitsSecondApproval, type StaffWithdrawal } from './withdrawals';

/** A row's status in words; a request waiting for another person's approval says so. */
export function StatusBadge({ t, w }: { t: Translate; w: StaffWithdrawal }) {
  if (awaitsSecondApproval(w))
    return <span className="wd-status is-waiting">{t('staff.withdrawals.awaitingSecond')}</span>;
  return <span className={`wd-status is-${w.status}`}>{t(asKey(`staff.withdrawals.status.${w.status}`))}</span>;
}

/** An address as it is (left to right, never translated), cut with an ellipsis where it is narrow. */
export function Address({ value }: { value: string }) {
  return (
    <span className="wd-address" dir="ltr" translate="no" title={value}>
      {value}
    </span>
  );
}
