import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { cartItem, checkout, newMerchant, pay } from './journey.ts';
import { assertMoneyInvariants } from './moneyInvariants.ts';
import { queryRows, startTestApp, type TestApp } from './testApp.ts';

// The money suites' app (tests/api/money-*.test.ts), the clock they move, and their steps.
// Each file starts its own app: Vitest runs the API files one after another in a worker,
// sharing this module, so the clock is reset here rather than trusted from the last file.

export let t: TestApp;
export let shift = 0; // ms the app's clock runs ahead of the real one

/** Runs the app's clock `ms` ahead of the real one (0: back in step); reset after every test. */
export function shiftClock(ms: number): void {
  shift = ms;
}

/** One app per file; the money invariants are checked after every test. */
export function startMoneyApp(): void {
  beforeAll(async () => {
    shift = 0;
    t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000 }, { now: () => new Date(Date.now() + shift) });
  });
  afterEach(async () => {
    await assertMoneyInvariants(queryRows(t.db), { settled: false });
    shift = 0;
  });
  afterAll(() => t?.close());
}

export const rows = (q: string) => queryRows(t.db)(q);
export const results = async (token: string, id: number) =>
  (await t.call('POST', '/api/order/paymentresults', { token, body: { id } })).json.data;
export const settlement = async (token: string) => (await t.call('GET', '/api/settlement', { token })).json.data;
export const txHash = () => `0x${randomBytes(32).toString('hex')}`;
/** Card charge ids are the provider's, unique across all its payments. */
export const charge = () => `ch_${randomBytes(8).toString('hex')}`;

export async function pendingOrder() {
  const token = await newMerchant(t);
  const order = await checkout(t, token, (await cartItem(t, token)).id);
  return { token, order };
}

export async function start(token: string, orderId: number, method: 'sandbox' | 'usdt') {
  const r = await pay(t, token, { orderId, method, ...(method === 'usdt' ? { network: 'TRC20' } : {}) });
  expect(r.status).toBe(200);
  return r.json.data as { paymentId: string; amount: string; address: string | null; payUrl: string | null };
}

/** A signed `transfer.confirmed` as a chain watcher would post it; `data` overrides any field. */
export function transfer(address: string, amount: unknown, data: Record<string, unknown> = {}, id?: string) {
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: new Date().toISOString(),
    data: { network: 'TRC20', address, txHash: txHash(), amount, confirmations: 20, ...data },
  });
  return signEvent(t.providers.usdt!.secret, body, id ? { id } : {});
}

export async function deposit(token: string, amount = '500', network: 'TRC20' | 'ERC20' = 'TRC20') {
  const r = await t.call('POST', '/api/settlement/deposit', { token, body: { amount, network } });
  expect(r.status).toBe(200);
  return r.json.data as { depositId: number; address: string };
}

export async function reviewed(id: string) {
  const [row] = await rows(`select provider, reason from payment_events_review where id = '${id}'`);
  return row;
}
