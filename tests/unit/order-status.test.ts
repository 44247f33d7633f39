import { describe, expect, it } from 'vitest';
import { canTransition, effectiveStatus, ORDER_STATUS, orderStatuses } from '../../src/shared/orderStatus.ts';

describe('order state machine', () => {
  it('allows exactly 0→1, 1→2, 0→3, 0→4, 0→5 among all 36 pairs', () => {
    const legal = new Set(['0>1', '1>2', '0>3', '0>4', '0>5']);
    let checked = 0;
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect(canTransition(from, to), `${from}→${to}`).toBe(legal.has(`${from}>${to}`));
        checked++;
      }
    }
    expect(checked).toBe(36);
  });

  it('reads an unpaid order past its expiry as Timed Out, and nothing else', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(effectiveStatus(ORDER_STATUS.pending, '2026-11-23T09:59:59Z', now)).toBe(ORDER_STATUS.timedOut);
    expect(effectiveStatus(ORDER_STATUS.pending, '2026-11-23T10:00:01Z', now)).toBe(ORDER_STATUS.pending);
    expect(effectiveStatus(ORDER_STATUS.purchased, '2026-11-23T09:00:00Z', now)).toBe(ORDER_STATUS.purchased);
    expect(effectiveStatus(ORDER_STATUS.cancelled, '2026-11-23T09:00:00Z', now)).toBe(ORDER_STATUS.cancelled);
  });
});
