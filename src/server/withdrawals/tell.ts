import type { Db } from '../db/client.ts';
import type { MailData } from '../mail/kinds.ts';
import { queueAccountMail } from '../mail/notices.ts';
import { formatMinor } from '../../shared/money.ts';
import type { WithdrawalRow } from './transition.ts';

/**
 * Tells the merchant a withdrawal moved (once per withdrawal and step), in the transaction that
 * moved it. A step is its new status, or `firstApproval` when the first of two approvals is given.
 */
export async function tellWithdrawal(
  tx: Db,
  w: WithdrawalRow,
  now: Date,
  step: WithdrawalRow['status'] | 'firstApproval' = w.status,
): Promise<void> {
  await queueAccountMail(tx, {
    kind: 'withdrawal_update',
    subject: `withdrawal:${w.id}:${step}`,
    userId: w.userId,
    now,
    data: {
      id: w.id,
      status: step,
      amount: formatMinor(w.amountMinor),
      fee: formatMinor(w.feeMinor),
      currency: w.currency,
      network: w.network,
      address: w.address,
      reason: w.reason,
      txHash: w.txHash,
    },
  });
}

/** Address-book mail: the code of a new address, and the notice once it is confirmed. */
export async function tellAddress<K extends 'withdraw_address_code' | 'withdraw_address_added'>(
  tx: Db,
  m: { kind: K; userId: number; subject: string; data: MailData[K]; now: Date },
): Promise<void> {
  await queueAccountMail(tx, m);
}
