import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawalHistory } from '../db/schema/index.ts';
import { formatMinor } from '../../shared/money.ts';
import type { WithdrawalRow } from './transition.ts';

type HistoryRow = typeof withdrawalHistory.$inferSelect;

/** Each withdrawal's steps, oldest first. */
export async function historyOf(db: Db, ids: number[]): Promise<Map<number, HistoryRow[]>> {
  const out = new Map<number, HistoryRow[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(withdrawalHistory)
    .where(inArray(withdrawalHistory.withdrawalId, ids))
    .orderBy(asc(withdrawalHistory.id));
  for (const r of rows) out.set(r.withdrawalId, [...(out.get(r.withdrawalId) ?? []), r]);
  return out;
}

/** A history row as the API shows it: staff are "staff", never named to the merchant. */
export function stepAnswer(h: HistoryRow) {
  const by = h.actor.startsWith('staff:') ? 'staff' : (h.actor as 'merchant' | 'signer' | 'chain');
  return {
    from: (h.fromStatus as WithdrawalRow['status'] | null) ?? null,
    to: h.toStatus as WithdrawalRow['status'],
    by: by as 'merchant' | 'staff' | 'signer' | 'chain',
    reason: h.reason,
    at: h.at.toISOString(),
  };
}

/** A withdrawal as the merchant sees it. */
export function withdrawalAnswer(w: WithdrawalRow, history: HistoryRow[], label: string | null) {
  return {
    id: w.id,
    status: w.status,
    amount: formatMinor(w.amountMinor),
    fee: formatMinor(w.feeMinor),
    currency: 'USDT' as const,
    network: w.network,
    address: w.address,
    addressLabel: label,
    txHash: w.txHash,
    reason: w.reason,
    requestedAt: w.requestedAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    cancellable: w.status === 'requested',
    history: history.map(stepAnswer),
  };
}
