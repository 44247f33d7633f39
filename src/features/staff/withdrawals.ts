/** Finance's withdrawals screen: its shapes (from the API's declarations) and pure rules. */
import type { AnswerOf } from '~/shared/api/client';

export type StaffWithdrawal = AnswerOf<'/api/staff/withdrawals', 'get'>['list'][number];
export type WithdrawalDetailAnswer = AnswerOf<'/api/staff/withdrawals/detail', 'get'>;
export type WithdrawalBatch = AnswerOf<'/api/staff/withdrawals/batch', 'get'>;
export type WithdrawalStatus = StaffWithdrawal['status'];

/** The queue's tabs as the API filters them (`done`: confirmed, cancelled, rejected and failed). */
export const queueTabs = ['requested', 'approved', 'exported', 'sent', 'done'] as const;
export type QueueTab = (typeof queueTabs)[number];
export const WITHDRAW_PAGE_SIZE = 20;

/** The view the address asks for: one withdrawal (`?id=`), one batch (`?batch=`), or a tab of the queue. */
export type WithdrawView =
  | { kind: 'queue'; tab: QueueTab }
  | { kind: 'detail'; id: number }
  | { kind: 'batch'; id: number };

const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

export function viewFromSearch(search: string): WithdrawView {
  const q = new URLSearchParams(search);
  const id = idOf(q.get('id'));
  if (id !== null) return { kind: 'detail', id };
  const batch = idOf(q.get('batch'));
  if (batch !== null) return { kind: 'batch', id: batch };
  const status = q.get('status');
  return {
    kind: 'queue',
    tab: (queueTabs as readonly string[]).includes(status ?? '') ? (status as QueueTab) : 'requested',
  };
}

/** The approvals that still count (made for the request as it is now). */
export const countingApprovals = (w: Pick<StaffWithdrawal, 'approvals'>) => w.approvals.filter((a) => a.valid);

/** Requested, with some but not all of the approvals it needs: waiting for another person. */
export const awaitsSecondApproval = (w: Pick<StaffWithdrawal, 'status' | 'approvals' | 'approvalsNeeded'>) =>
  w.status === 'requested' && countingApprovals(w).length > 0 && countingApprovals(w).length < w.approvalsNeeded;

/** Whether `staffId` has an approval on it that still counts: they may not approve again. */
export const approvedBy = (w: Pick<StaffWithdrawal, 'approvals'>, staffId: number) =>
  countingApprovals(w).some((a) => a.staffId === staffId);

/** Finance may reject until the withdrawal is exported (src/server/withdrawals/transition.ts). */
export const mayReject = (status: WithdrawalStatus) => status === 'requested' || status === 'approved';

export interface BatchIntent {
  withdrawalId: number;
  network: string;
  to: string;
  amount: string;
  currency: string;
  digest: string;
}

/** The transfer intents of a batch's signed JSON (an unreadable file lists nothing). */
export function intentsOf(content: string): BatchIntent[] {
  try {
    const parsed = JSON.parse(content) as { intents?: unknown };
    return Array.isArray(parsed.intents) ? (parsed.intents as BatchIntent[]) : [];
  } catch {
    return [];
  }
}

/** The file names a batch downloads as. */
export const batchFileName = (id: number, ext: 'json' | 'csv') => `withdrawals-batch-${id}.${ext}`;
