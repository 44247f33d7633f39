import { and, asc, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledger, users, withdrawalAddresses, withdrawalResults, withdrawals } from '../db/schema/index.ts';
import { balanceOf } from '../orders/balance.ts';
import { AppError } from '../../shared/errors.ts';
import { formatMinor } from '../../shared/money.ts';
import type { WithdrawQueueQuery } from '../../shared/schemas/withdrawals.ts';
import { approvalsOf, currentDigest } from './decide.ts';
import { heldOf } from './holds.ts';
import type { WithdrawalRow } from './transition.ts';
import { historyOf, stepAnswer } from './view.ts';

const DONE = ['confirmed', 'cancelled', 'rejected', 'failed'] as const;
const DAY = 86_400_000;

type Merchant = { id: number; account: string; email: string; createdAt: Date };

async function staffAnswer(db: Db, w: WithdrawalRow, m: Merchant) {
  return {
    id: w.id,
    status: w.status,
    amount: formatMinor(w.amountMinor),
    fee: formatMinor(w.feeMinor),
    currency: 'USDT' as const,
    network: w.network,
    address: w.address,
    digest: currentDigest(w),
    approvalsNeeded: w.approvalsNeeded,
    approvals: await approvalsOf(db, w),
    batchId: w.batchId,
    txHash: w.txHash,
    reason: w.reason,
    requestedAt: w.requestedAt.toISOString(),
    merchant: { id: m.id, account: m.account, email: m.email, createdAt: m.createdAt.toISOString() },
  };
}

const merchantCols = { id: users.id, account: users.account, email: users.email, createdAt: users.createdAt };

/** Finance's queue: one status (or the finished ones), oldest first while open, newest first when done. */
export async function listQueue(db: Db, q: WithdrawQueueQuery) {
  const where = q.status === 'done' ? inArray(withdrawals.status, [...DONE]) : eq(withdrawals.status, q.status);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select({ w: withdrawals, m: merchantCols })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(q.status === 'done' ? desc(withdrawals.updatedAt) : asc(withdrawals.requestedAt), asc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: await Promise.all(rows.map((r) => staffAnswer(db, r.w, r.m))),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * One withdrawal with what finance weighs before approving: how the merchant's money came in
 * (ledger totals by kind), recent ledger lines, address changes of the last 30 days, account age,
 * and earlier withdrawals.
 */
export async function queueDetail(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ w: withdrawals, m: merchantCols })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!row) throw new AppError('not_found');
  const { w, m } = row;
  const since = new Date(now.getTime() - 30 * DAY);
  const [byKind, recent, addresses, previous, history, available, held] = await Promise.all([
    db
      .select({ kind: ledger.kind, amount: sql<string>`sum(${ledger.amountMinor})`, n: count() })
      .from(ledger)
      .where(eq(ledger.userId, m.id))
      .groupBy(ledger.kind),
    db.select().from(ledger).where(eq(ledger.userId, m.id)).orderBy(desc(ledger.id)).limit(20),
    db
      .select()
      .from(withdrawalAddresses)
      .where(
        and(
          eq(withdrawalAddresses.userId, m.id),
          or(
            gt(withdrawalAddresses.createdAt, since),
            gt(withdrawalAddresses.confirmedAt, since),
            gt(withdrawalAddresses.removedAt, since),
          ),
        ),
      ),
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, m.id), ne(withdrawals.id, w.id)))
      .orderBy(desc(withdrawals.requestedAt))
      .limit(20),
    historyOf(db, [w.id]),
    balanceOf(db, m.id),
    heldOf(db, m.id),
  ]);
  const changes = addresses.flatMap((a) => {
    const base = { network: a.network, address: a.address, label: a.label };
    return [
      a.createdAt > since ? [{ ...base, change: 'added' as const, at: a.createdAt }] : [],
      a.confirmedAt && a.confirmedAt > since ? [{ ...base, change: 'confirmed' as const, at: a.confirmedAt }] : [],
      a.removedAt && a.removedAt > since ? [{ ...base, change: 'removed' as const, at: a.removedAt }] : [],
    ].flat();
  });
  changes.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    withdrawal: await staffAnswer(db, w, m),
    history: (history.get(w.id) ?? []).map(stepAnswer),
    merchant: {
      id: m.id,
      account: m.account,
      email: m.email,
      createdAt: m.createdAt.toISOString(),
      accountAgeDays: Math.floor((now.getTime() - m.createdAt.getTime()) / DAY),
      available: formatMinor(available),
      held: formatMinor(held),
      moneyIn: byKind.map((k) => ({ kind: k.kind, amount: formatMinor(Number(k.amount)), count: Number(k.n) })),
      recentLedger: recent.map((l) => ({
        id: l.id,
        kind: l.kind,
        amount: formatMinor(l.amountMinor),
        reason: l.reason,
        at: l.createdAt.toISOString(),
      })),
      addressChanges: changes.map((c) => ({ ...c, at: c.at.toISOString() })),
      previousWithdrawals: previous.map((p) => ({
        id: p.id,
        status: p.status,
        amount: formatMinor(p.amountMinor),
        requestedAt: p.requestedAt.toISOString(),
      })),
    },
  };
}

/** Signer results and chain transfers held for review (never applied), newest first. */
export async function listResultsReview(db: Db, q: { page: number; pageSize: number }) {
  const where = eq(withdrawalResults.outcome, 'review');
  const [total] = await db.select({ n: count() }).from(withdrawalResults).where(where);
  const rows = await db
    .select()
    .from(withdrawalResults)
    .where(where)
    .orderBy(desc(withdrawalResults.receivedAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      source: r.source,
      id: r.id,
      type: r.type,
      reason: r.reason,
      withdrawalId: r.withdrawalId,
      body: r.body,
      receivedAt: r.receivedAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
