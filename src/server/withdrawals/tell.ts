import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailData } from '../mail/kinds.ts';
import { formatMinor } from '../../shared/money.ts';
import type { WithdrawalRow } from './transition.ts';

/** The merchant's address and language, for mail written in the caller's transaction. */
async function reader(tx: Db, userId: number) {
  const [u] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  return u ?? null;
}

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
  const to = await reader(tx, w.userId);
  if (!to) return;
  await queueMail(tx, {
    kind: 'withdrawal_update',
    subject: `withdrawal:${w.id}:${step}`,
    userId: w.userId,
    to: to.email,
    locale: to.locale,
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
  const to = await reader(tx, m.userId);
  if (!to) return;
  await queueMail(tx, {
    kind: m.kind,
    subject: m.subject,
    userId: m.userId,
    to: to.email,
    locale: to.locale,
    now: m.now,
    data: m.data,
  });
}
