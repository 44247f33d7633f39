import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { notifySecret } from '../../src/server/withdrawals/keys.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import type { StaffRole } from '../../src/server/staff/roles.ts';
import { mailsTo } from './mailbox.ts';
import { deposit, rows, t, transfer } from './moneyApp.ts';
import { notify } from './journey.ts';
import { staffCalls } from './staff.ts';
import { newMerchant, TEST_PASSWORD, type Merchant } from './users.ts';

/** Steps of withdrawals through the real API (tests/api/withdrawals*.test.ts), on the money suites' app. */

const xpub = newTestXpub(randomBytes(16));
let n = 0;
/** A fresh, valid address of `network` (derived, so its checksum is right). */
export const freshAddress = (network: 'TRC20' | 'ERC20' = 'TRC20') => deriveAddress(xpub, n++, network);

export const wcall = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  t.call(method, `/api/withdrawals${path}`, { token, ...(body === undefined ? {} : { body }) });

/** A merchant whose balance holds `amount` (a confirmed USDT top-up). */
export async function merchantWith(amount: string): Promise<Merchant> {
  const m = await newMerchant(t);
  if (amount !== '0') {
    const d = await deposit(m.token, amount);
    expect((await notify(t, 'usdt', transfer(d.address, amount))).status).toBe(200);
  }
  return m;
}

/** The code mailed for the merchant's newest address. */
export async function addressCode(email: string): Promise<string> {
  const mails = await mailsTo(t.db, email, 'withdraw_address_code');
  return String(mails.at(-1)!.data['code']);
}

/** Adds and confirms an address; `usable` moves its cooling-off into the past, as time would. */
export async function bookAddress(m: Merchant, opts: { network?: 'TRC20' | 'ERC20'; usable?: boolean } = {}) {
  const network = opts.network ?? 'TRC20';
  const added = await wcall('POST', '/addresses/add', m.token, {
    network,
    address: freshAddress(network),
    label: 'Cold',
  });
  expect(added.status).toBe(200);
  const id = added.json.data.id as number;
  const ok = await wcall('POST', '/addresses/confirm', m.token, { id, code: await addressCode(m.email) });
  expect(ok.status).toBe(200);
  if (opts.usable !== false) {
    await rows(`update withdrawal_addresses set usable_from = now() - interval '1 minute' where id = ${id}`);
  }
  return { id, address: ok.json.data.address as string, network };
}

export const requestW = (m: Merchant, addressId: number, amount: string, password = TEST_PASSWORD) =>
  wcall('POST', '/request', m.token, { addressId, amount, password });

/** A requested withdrawal of `amount` for a merchant holding `balance`. */
export async function requested(amount: string, balance = '1000', network: 'TRC20' | 'ERC20' = 'TRC20') {
  const m = await merchantWith(balance);
  const a = await bookAddress(m, { network });
  const r = await requestW(m, a.id, amount);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return { m, a, w: r.json.data as { id: number; status: string; amount: string; fee: string } };
}

export const staff = staffCalls({ call: (...args) => t.call(...args) });
export const signedIn = (role: StaffRole) => staff.signedIn(role, t.db);

/** The queue's digest of a withdrawal (what finance saw). */
export async function digestOf(cookie: string, id: number): Promise<string> {
  const d = await staff.get(`/withdrawals/detail?id=${id}`, cookie);
  expect(d.status).toBe(200);
  return d.json.data.withdrawal.digest as string;
}

export const approve = async (cookie: string, id: number, digest?: string) =>
  staff.post('/withdrawals/approve', { id, digest: digest ?? (await digestOf(cookie, id)), reason: 'checked' }, cookie);

export const statusOf = async (id: number) =>
  (await rows(`select status from withdrawals where id = ${id}`))[0]?.status as string;

export const balanceMinor = async (userId: number) =>
  Number((await rows(`select balance_minor from balances where user_id = ${userId}`))[0]?.balance_minor ?? 0);

/** A signer's result, signed with the installation's notify secret. */
export async function signerEvent(type: string, data: Record<string, unknown>, id?: string) {
  // The test app has no WITHDRAW_NOTIFY_SECRET: the installation's generated one, as the signer is given it.
  const secret = await notifySecret(t.db, testEnv());
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  return signEvent(secret, body, id ? { id } : {});
}

export const postSigned = (path: '/notify' | '/chain', e: { headers: Record<string, string>; body: string }) =>
  t.call('POST', `/api/withdrawals${path}`, { rawBody: e.body, headers: e.headers });

/** A transfer out as the chain watcher posts it (signed like its deposits). */
export function chainOut(address: string, amount: string, txHash: string, id?: string) {
  const body = JSON.stringify({
    type: 'transfer.out',
    timestamp: new Date().toISOString(),
    data: { network: 'TRC20', address, txHash, amount, confirmations: 20 },
  });
  return signEvent(t.providers.usdt!.secret, body, id ? { id } : {});
}

export const newTxHash = () => randomBytes(32).toString('hex');
