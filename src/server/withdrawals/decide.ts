import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, withdrawalApprovals, withdrawals } from '../db/schema/index.ts';
import { appendAudit } from '../staff/audit.ts';
import { type StaffActor, staffIdOf } from '../staff/actor.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import { withdrawalDigest } from './digest.ts';
import { moveWithdrawal, type WithdrawalRow } from './transition.ts';
import { tellWithdrawal } from './tell.ts';

/** The row locked for the rest of the transaction (a cancel, another approval or an export waits). */
async function locked(tx: Db, id: number): Promise<WithdrawalRow> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!w) throw new AppError('not_found');
  return w;
}

/** The row's digest as it is now; equal to the stored one unless someone changed the request. */
export const currentDigest = (w: WithdrawalRow) => withdrawalDigest(w);

/** Approvals that still count: made for exactly the withdrawal as it is now. */
export async function validApprovals(tx: Db, w: WithdrawalRow): Promise<number> {
  const digest = currentDigest(w);
  if (digest !== w.digest) return 0;
  const [n] = await tx
    .select({ n: count() })
    .from(withdrawalApprovals)
    .where(and(eq(withdrawalApprovals.withdrawalId, w.id), eq(withdrawalApprovals.digest, digest)));
  return Number(n?.n ?? 0);
}

const audited = (w: WithdrawalRow, approvals: number) => ({
  status: w.status,
  amount: formatMinor(w.amountMinor),
  fee: formatMinor(w.feeMinor),
  network: w.network,
  address: w.address,
  approvals,
});

/**
 * Finance approves a request as it was shown (`digest`). The approval is bound to that digest:
 * if the row no longer digests to it (any change of merchant, amount, fee, network or address)
 * it is refused, and earlier approvals stop counting. One approval per person (the primary
 * key); from WITHDRAW_SECOND_APPROVAL_MINOR on, a second person's approval moves it to approved.
 */
export async function approveWithdrawal(
  db: Db,
  actor: StaffActor,
  input: { id: number; digest: string; reason: string },
  now: Date,
) {
  const staffId = staffIdOf(actor);
  return db.transaction(async (tx) => {
    const w = await locked(tx, input.id);
    if (w.status !== 'requested') throw new AppError('invalid_transition', { key: 'withdraw.error.moved' });
    const digest = currentDigest(w);
    if (input.digest !== digest || w.digest !== digest) {
      throw new AppError('conflict', { key: 'withdraw.error.changed' });
    }
    const [mine] = await tx
      .insert(withdrawalApprovals)
      .values({ withdrawalId: w.id, staffId, digest, at: now })
      .onConflictDoNothing()
      .returning();
    if (!mine) throw new AppError('conflict', { key: 'withdraw.error.approvedTwice' });
    const approvals = await validApprovals(tx, w);
    let after = w;
    if (approvals >= w.approvalsNeeded) {
      const moved = await moveWithdrawal(tx, {
        id: w.id,
        move: 'approve',
        actor: `staff:${staffId}`,
        reason: input.reason,
        now,
      });
      if (!moved) throw new AppError('invalid_transition', { key: 'withdraw.error.moved' });
      after = moved;
      await tellWithdrawal(tx, moved, now);
    } else {
      // The first of two: the merchant hears that it is being checked, not only when it moves.
      await tellWithdrawal(tx, w, now, 'firstApproval');
    }
    await appendAudit(
      tx,
      actor,
      {
        action: 'withdrawal.approve',
        target: `withdrawal:${w.id}`,
        before: audited(w, approvals - 1),
        after: { ...audited(after, approvals), digest },
        reason: input.reason,
      },
      now,
    );
    return { status: after.status, approvals, approvalsNeeded: w.approvalsNeeded };
  });
}

/** Finance rejects a request (requested or approved, not yet exported) with a reason; the hold goes back. */
export async function rejectWithdrawal(db: Db, actor: StaffActor, input: { id: number; reason: string }, now: Date) {
  const staffId = staffIdOf(actor);
  return db.transaction(async (tx) => {
    const w = await locked(tx, input.id);
    const moved = await moveWithdrawal(tx, {
      id: w.id,
      move: 'reject',
      actor: `staff:${staffId}`,
      reason: input.reason,
      now,
    });
    if (!moved) throw new AppError('invalid_transition', { key: 'withdraw.error.moved' });
    await tellWithdrawal(tx, moved, now);
    await appendAudit(
      tx,
      actor,
      {
        action: 'withdrawal.reject',
        target: `withdrawal:${w.id}`,
        before: audited(w, 0),
        after: audited(moved, 0),
        reason: input.reason,
      },
      now,
    );
    return { status: moved.status };
  });
}

/** Who approved, for the queue (names of staff), and whether each approval still counts. */
export async function approvalsOf(db: Db, w: WithdrawalRow) {
  const rows = await db
    .select({
      staffId: withdrawalApprovals.staffId,
      name: staff.name,
      at: withdrawalApprovals.at,
      digest: withdrawalApprovals.digest,
    })
    .from(withdrawalApprovals)
    .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId))
    .where(eq(withdrawalApprovals.withdrawalId, w.id));
  const digest = currentDigest(w);
  return rows.map((r) => ({
    staffId: r.staffId,
    staffName: r.name,
    at: r.at.toISOString(),
    valid: r.digest === digest && w.digest === digest,
  }));
}
