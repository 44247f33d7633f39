import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  awaitsSecondApproval,
  intentsOf,
  mayReject,
  viewFromSearch,
} from '../../src/features/staff/withdrawals.ts';

// The staff console's withdrawals screen: its pure rules (src/features/staff/withdrawals.ts).

const approval = (staffId: number, valid = true) => ({
  staffId,
  staffName: `p${staffId}`,
  at: '2026-01-01T00:00:00Z',
  valid,
});

describe('the withdrawals screen', () => {
  it('reads the view from the address: one withdrawal, one batch, or a tab (to decide by default)', () => {
    expect(viewFromSearch('?id=12')).toEqual({ kind: 'detail', id: 12 });
    expect(viewFromSearch('?batch=3')).toEqual({ kind: 'batch', id: 3 });
    expect(viewFromSearch('?status=exported')).toEqual({ kind: 'queue', tab: 'exported' });
    for (const bad of ['', '?status=nope', '?id=0', '?id=-1', '?id=1e3', '?batch=x'])
      expect(viewFromSearch(bad)).toEqual({ kind: 'queue', tab: 'requested' });
  });

  it('counts only approvals that still count: waiting for a second person, and who may not approve again', () => {
    const w = { status: 'requested' as const, approvalsNeeded: 2, approvals: [approval(1)] };
    expect(awaitsSecondApproval(w)).toBe(true);
    expect(approvedBy(w, 1)).toBe(true);
    expect(approvedBy(w, 2)).toBe(false);
    // An approval of a request that changed since counts for nothing: it may be given again.
    const changed = { ...w, approvals: [approval(1, false)] };
    expect(awaitsSecondApproval(changed)).toBe(false);
    expect(approvedBy(changed, 1)).toBe(false);
    expect(awaitsSecondApproval({ ...w, approvals: [approval(1), approval(2)] })).toBe(false);
    expect(awaitsSecondApproval({ ...w, status: 'approved' as const })).toBe(false);
  });

  it('rejects until exported, and lists a batch file’s intents (nothing from an unreadable one)', () => {
    expect(['requested', 'approved'].every((s) => mayReject(s as 'requested'))).toBe(true);
    expect(['exported', 'sent', 'confirmed', 'rejected'].some((s) => mayReject(s as 'requested'))).toBe(false);
    const intent = { withdrawalId: 4, network: 'TRC20', to: 'T1', amount: '25.00', currency: 'USDT', digest: 'd' };
    expect(intentsOf(JSON.stringify({ format: 'x', intents: [intent] }))).toEqual([intent]);
    expect(intentsOf('not json')).toEqual([]);
  });
});
