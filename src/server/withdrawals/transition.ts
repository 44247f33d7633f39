import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type WithdrawalStatus, withdrawalHistory, withdrawals } from '../db/schema/index.ts';
import { release, settle } from './holds.ts';

/**
 * The one state machine of withdrawals. `requested` is where a request starts (its hold is
 * written with it, request.ts); from there each move below is the only way on:
 *
 *   requested → approved → exported → sent → confirmed
 *   requested → cancelled (the merchant, until approved)
 *   requested | approved → rejected (finance)
 *   exported | sent → failed (the signer)
 *
 * Rejected, cancelled and failed release the hold; confirmed turns it into the debit.
 */
export const MOVES = {
  approve: { from: ['requested'], to: 'approved', money: null, stamp: 'approvedAt' },
  cancel: { from: ['requested'], to: 'cancelled', money: 'release', stamp: 'closedAt' },
  reject: { from: ['requested', 'approved'], to: 'rejected', money: 'release', stamp: 'closedAt' },
  export: { from: ['approved'], to: 'exported', money: null, stamp: 'exportedAt' },
  send: { from: ['exported'], to: 'sent', money: null, stamp: 'sentAt' },
  confirm: { from: ['sent'], to: 'confirmed', money: 'settle', stamp: 'confirmedAt' },
  fail: { from: ['exported', 'sent'], to: 'failed', money: 'release', stamp: 'closedAt' },
} as const satisfies Record<
  string,
  {
    from: readonly WithdrawalStatus[];
    to: WithdrawalStatus;
    money: 'release' | 'settle' | null;
    stamp: 'approvedAt' | 'closedAt' | 'exportedAt' | 'sentAt' | 'confirmedAt';
  }
>;

export type Move = keyof typeof MOVES;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Who moved it: the history says so. */
export type MoveActor = 'merchant' | `staff:${number}` | 'signer' | 'chain';

/**
 * Moves one withdrawal, inside the caller's transaction: the row locked and its status read,
 * then a conditional update (`… where id = ? and status = <that status> returning`), the ledger
 * line of the move, and the history row saying who and why.
 * null when the withdrawal is not in a state the move starts from (or, with `userId`, not that
 * merchant's): nothing is written then, and the caller says so.
 */
export async function moveWithdrawal(
  tx: Db,
  m: {
    id: number;
    move: Move;
    actor: MoveActor;
    reason?: string | null;
    now: Date;
    userId?: number;
    set?: { batchId?: number; txHash?: string };
  },
): Promise<WithdrawalRow | null> {
  const rule = MOVES[m.move];
  // The row's status now, locked until the transaction ends (a concurrent move waits here).
  const [current] = await tx
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, m.id))
    .for('update');
  const from = current?.status;
  if (!from || !(rule.from as readonly WithdrawalStatus[]).includes(from)) return null;
  const [moved] = await tx
    .update(withdrawals)
    .set({
      status: rule.to,
      [rule.stamp]: m.now,
      updatedAt: m.now,
      ...(rule.money === 'release' && m.reason ? { reason: m.reason } : {}),
      ...(m.set?.batchId !== undefined ? { batchId: m.set.batchId } : {}),
      ...(m.set?.txHash !== undefined ? { txHash: m.set.txHash } : {}),
    })
    .where(
      and(
        eq(withdrawals.id, m.id),
        eq(withdrawals.status, from),
        m.userId === undefined ? undefined : eq(withdrawals.userId, m.userId),
      ),
    )
    .returning();
  if (!moved) return null;
  const w = moved;
  const line = { userId: w.userId, withdrawalId: w.id, totalMinor: w.amountMinor + w.feeMinor, now: m.now };
  if (rule.money === 'release') await release(tx, line);
  if (rule.money === 'settle') await settle(tx, line);
  await tx.insert(withdrawalHistory).values({
    withdrawalId: w.id,
    fromStatus: from,
    toStatus: rule.to,
    actor: m.actor,
    reason: m.reason ?? null,
    at: m.now,
  });
  return w;
}
