import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiProcess, catalogueChoice, register, startApi } from '../support/apiProcess.ts';
import { scratchPostgres } from '../support/testDb.ts';
import { uniqueAccount } from '../support/users.ts';

// The production configuration on PostgreSQL, as an operator starts it without a USDT key: the
// real process, over HTTP. No path may put money on a balance or pay an order (issue 25, item 1:
// `POST /api/pay/simulate` minted 999,999,999.99 here). PostgreSQL only (vitest.config.ts).

describe('production on PostgreSQL without USDT_XPUB', () => {
  let api: ApiProcess;
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  beforeAll(async () => {
    db = await scratchPostgres();
    api = await startApi({ NODE_ENV: 'production', DATABASE_URL: db.url, JOBS: 'false' });
    await api.ready();
  });
  afterAll(async () => {
    await api?.stop();
    await db?.drop();
  });

  it('says at warn that USDT is off and test money is off', () => {
    const line = api
      .log()
      .split('\n')
      .find((l) => l.includes('"usdt":"off"'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry.level).toBe(40);
    expect(entry.testMoney).toBe('off');
    expect(entry.msg).toMatch(/USDT off: set USDT_XPUB/);
  });

  it('offers only the balance, and refuses USDT, the card, top-ups and simulated transfers', async () => {
    const call = apiClient(api.base);
    // Unproved (no worker mails a code here): the test-money rule refuses before the address rule.
    const token = await register(call, uniqueAccount('prod'), { verify: false });
    const choice = await catalogueChoice(call);
    const item = await call('POST', '/api/cart/create', {
      token,
      body: {
        countriesId: 2,
        ...choice,
        siteName: 'Lucky Prod',
        color1: '#000000',
        color2: '#ffffff',
        color3: '#ff0000',
      },
    });
    expect(item.status).toBe(200);
    const order = await call('POST', '/api/order/create', {
      token,
      body: { id: item.json!.data.id, account: 'ops1234', password: 'pass1234' },
    });
    expect(order.status).toBe(200);
    const orderId = order.json!.data.id;
    const methods = await call('GET', '/api/pay', { token });
    expect(methods.json!.data.map((m: { code: string }) => m.code)).toEqual(['balance']);
    for (const method of ['usdt', 'sandbox']) {
      const r = await call('POST', '/api/pay/unified-ordering', { token, body: { orderId, method, network: 'TRC20' } });
      expect(r.status, method).toBe(409);
      expect(r.json!.msg, method).toBe('This payment method is not available here.');
    }
    const topUp = await call('POST', '/api/settlement/deposit', { token, body: { network: 'TRC20', amount: '100' } });
    expect(topUp.status).toBe(409);
    for (const body of [{ depositId: 1, amount: '999999999.99' }, { paymentId: 'pay_x' }]) {
      expect((await call('POST', '/api/pay/simulate', { token, body })).status).toBe(409);
    }
    for (const path of ['/api/pay/notify/usdt', '/api/pay/notify/sandbox']) {
      expect((await call('POST', path, { body: { type: 'transfer.confirmed' } })).status, path).toBe(404);
    }
    expect((await call('GET', '/pay/sandbox/pay_x')).status).toBe(404);
    expect((await call('GET', '/api/settlement', { token })).json!.data.balance).toBe('0.00');
    expect((await call('POST', '/api/order/info', { token, body: { id: orderId } })).json!.data.status).toBe(0);
  });
});
