import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, sessions, users } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { until } from '../support/until.ts';
import { newMerchant } from '../support/users.ts';
import { cartItem, checkout } from '../support/journey.ts';

// Account reads are kept per process (src/server/http/accountCache.ts); whatever changes
// them — the merchant, another process, a tool, the clock — must show on the next read.

// The clock is the test's: it moves only when a test moves it.
let offset = 0;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date(Date.now() + offset) });
});
afterAll(() => t?.close());

const read = async (path: string, token: string) => {
  const r = await t.call('GET', path, { token });
  expect(r.status).toBe(200);
  return r.json.data;
};

describe('account reads kept in memory', () => {
  it('show the merchant their own writes at once', async () => {
    const m = await newMerchant(t);
    expect((await read('/api/user/info', m.token)).nickname).toBeFalsy();
    const saved = await t.call('POST', '/api/user/save', { token: m.token, body: { nickname: 'Kept' } });
    expect(saved.status).toBe(200);
    expect((await read('/api/user/info', m.token)).nickname).toBe('Kept');
    expect(await read('/api/cart/list', m.token)).toEqual([]);
    await cartItem(t, m.token);
    expect(await read('/api/cart/list', m.token)).toHaveLength(1);
  });

  it('are answered from memory the second time: the session is read, the account is not', async () => {
    for (const path of ['/api/user/info', '/api/cart/list', '/api/order/list']) {
      const m = await newMerchant(t);
      await cartItem(t, m.token);
      const first = await read(path, m.token);
      const before = t.statements.length;
      expect(await read(path, m.token), path).toEqual(first);
      // Nothing but the session's lookup (which goes below the statement log, sessionLookup.ts).
      expect(
        t.statements.slice(before).filter((q) => !/"sessions"|test_barrier/i.test(q)),
        path,
      ).toEqual([]);
      // The session is still read on every request: revoked behind the app's back, the kept
      // answer is not given.
      await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, m.id));
      expect((await t.call('GET', path, { token: m.token })).status, path).toBe(401);
    }
  });

  it('show a change made outside the process (another process, a tool) within a second', async () => {
    const m = await newMerchant(t);
    await cartItem(t, m.token);
    const [item] = await read('/api/cart/list', m.token);
    await read('/api/user/info', m.token);
    await t.db.update(users).set({ nickname: 'Outside' }).where(eq(users.id, m.id));
    await t.db.update(cartItems).set({ siteName: 'Renamed outside' }).where(eq(cartItems.id, item.id));
    await until(
      async () => ((await read('/api/user/info', m.token)).nickname === 'Outside' ? true : undefined),
      1_000,
      'the new nickname',
    );
    await until(
      async () => ((await read('/api/cart/list', m.token))[0].siteName === 'Renamed outside' ? true : undefined),
      1_000,
      'the renamed cart item',
    );
  });

  it('never hand one merchant another merchant’s reads', async () => {
    const [a, b] = [await newMerchant(t), await newMerchant(t)];
    expect((await read('/api/user/info', a.token)).id).toBe(a.id);
    expect((await read('/api/user/info', b.token)).id).toBe(b.id);
    expect((await read('/api/user/info', a.token)).id).toBe(a.id);
  });

  it('let a pending order time out by the clock, without any write', async () => {
    const m = await newMerchant(t);
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    expect((await read('/api/order/list', m.token)).list[0].status).toBe(0);
    offset = Date.parse(order.expiresAt) - Date.now() + 1_000;
    try {
      // No write, no notice: the kept answer ends when its pending order expires.
      expect((await read('/api/order/list', m.token)).list[0].status).toBe(4);
    } finally {
      offset = 0;
    }
  });
});
