// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentResults } from '../../src/features/created/usePaymentResults.ts';
import { useSites } from '../../src/features/sites/useSites.ts';
import type { PaymentResults, Site } from '../../src/shared/orderTypes.ts';
import { fakeApi, fail, ok } from '../support/fakeApi.ts';

// The two screens that watch something under way, on the shared loop (`pollUntil`): their pace,
// when they stop, and that a closed screen asks nothing more.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets answers in flight arrive (fetch and its JSON) without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};
/** Moves the clock, then lets what that started arrive. */
const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
};
const asked = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;

describe('usePaymentResults', () => {
  const results = (status: 'provisioning' | 'live'): PaymentResults => ({
    orderId: 1,
    status: 1,
    paid: '999.00',
    remaining: '0.00',
    credited: '0.00',
    currency: 'USD',
    siteId: 4,
    site: { status, domain: null, backendUrl: null, ownDomain: null, account: 'ops1234', retryAt: null, attempts: 0 },
    payments: [],
    receipts: [],
  });
  const path = '/api/order/paymentresults';

  it('asks at once, again every 2 s while the site is set up, and stops when it is live', async () => {
    const calls = fakeApi({ [path]: [ok(results('provisioning')), ok(results('provisioning')), ok(results('live'))] });
    const { result } = renderHook(() => usePaymentResults(1));
    await settle();
    expect(result.current.state).toMatchObject({ kind: 'ready', polling: true });
    expect(asked(calls, path)).toBe(1);
    await tick(1_999);
    expect(asked(calls, path)).toBe(1);
    await tick(1);
    expect(asked(calls, path)).toBe(2);
    await tick(2_000);
    await settle();
    expect(result.current.state).toMatchObject({ kind: 'ready', polling: false });
    await tick(60_000);
    expect(asked(calls, path)).toBe(3);
  });

  it('keeps the last answer through a lost one and tries again; an unknown order ends the watch', async () => {
    const calls = fakeApi({ [path]: [ok(results('provisioning')), 'network', fail(404, 'not_found', 'Not found')] });
    const { result } = renderHook(() => usePaymentResults(1));
    await settle();
    expect(result.current.state.kind).toBe('ready');
    await tick(2_000);
    await settle();
    expect(asked(calls, path)).toBe(2);
    expect(result.current.state.kind).toBe('ready');
    await tick(2_000);
    await settle();
    expect(result.current.state.kind).toBe('notFound');
    await tick(60_000);
    expect(asked(calls, path)).toBe(3);
  });

  it('asks at once when the tab comes back, and nothing more once the screen is gone', async () => {
    const calls = fakeApi({ [path]: [ok(results('provisioning'))] });
    const { result, unmount } = renderHook(() => usePaymentResults(1));
    await settle();
    expect(result.current.state.kind).toBe('ready');
    await tick(500);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(asked(calls, path)).toBe(2);
    // The wait starts over from the answer: the next look is 2 s later, not at the old tick.
    await tick(1_999);
    expect(asked(calls, path)).toBe(2);
    await tick(1);
    expect(asked(calls, path)).toBe(3);
    unmount();
    await tick(60_000);
    expect(asked(calls, path)).toBe(3);
  });
});

describe('useSites', () => {
  const site = (status: Site['status']) => ({ id: 7, siteName: 'luckyspin', status }) as Site;
  const page = (s: Site) => ok({ list: [s], total: 1, page: 1, pageSize: 10 });
  const path = '/api/site';
  // One object, as the screen keeps it: a new query is a new search.
  const query = { siteName: '', page: 1 };

  it('looks again every 4 s while a site is provisioned, shows each look, and stops when it is live', async () => {
    const calls = fakeApi({ [path]: [page(site('provisioning')), page(site('provisioning')), page(site('live'))] });
    const { result, unmount } = renderHook(() => useSites(query));
    await settle();
    expect(result.current.data?.list[0]?.status).toBe('provisioning');
    await tick(3_999);
    expect(asked(calls, path)).toBe(1);
    await tick(1);
    expect(asked(calls, path)).toBe(2);
    await tick(4_000);
    await settle();
    expect(result.current.data?.list[0]?.status).toBe('live');
    await tick(60_000);
    expect(asked(calls, path)).toBe(3);
    unmount();
  });

  it('stops looking when the screen is gone', async () => {
    const calls = fakeApi({ [path]: [page(site('provisioning'))] });
    const { result, unmount } = renderHook(() => useSites(query));
    await settle();
    expect(result.current.data).not.toBeNull();
    unmount();
    await tick(60_000);
    expect(asked(calls, path)).toBe(1);
  });
});
