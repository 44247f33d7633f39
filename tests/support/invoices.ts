import { expect } from 'vitest';
import { newMerchant as registerMerchant } from './users.ts';
import { cartItem, checkout, notify } from './journey.ts';
import { deposit, rows, start, t, transfer, txHash } from './moneyApp.ts';
import { issueInvoice } from '../../src/server/invoices/issue.ts';
import { sellerOf } from '../../src/server/invoices/parties.ts';
import type { InvoiceSource } from '../../src/server/invoices/sources.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import type { Db } from '../../src/server/db/client.ts';

/** The demo seller of the test environment (SELLER_* defaults). */
export const seller = sellerOf(testEnv());

/** A merchant with an order paid in USDT through the real API (status 1), and the hash it was paid with. */
export async function paidOrder(before?: (userId: number) => Promise<unknown>) {
  const m = await registerMerchant(t);
  // What the merchant set before paying (the invoice is issued with the payment).
  await before?.(m.id);
  const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
  const p = await start(m.token, order.id, 'usdt');
  const hash = txHash();
  expect((await notify(t, 'usdt', transfer(p.address!, order.amount, { txHash: hash }))).status).toBe(200);
  // TRC20 hashes are kept without 0x (providers/usdt.ts canonicalTxHash).
  return { ...m, order, hash: hash.slice(2) };
}

/** A merchant's credited USDT top-up: the ledger line an invoice is issued for. */
export async function creditedTopUp(amount = '250') {
  const m = await registerMerchant(t);
  const d = await deposit(m.token, '500');
  const hash = txHash();
  expect((await notify(t, 'usdt', transfer(d.address, amount, { txHash: hash }))).status).toBe(200);
  const [line] = await rows(`select id from ledger where deposit_id = ${d.depositId} and kind = 'deposit'`);
  return { ...m, ledgerId: Number(line!.id), hash: hash.slice(2) };
}

/** Issues in a transaction of its own, as the completing transaction will. */
export const issue = (source: InvoiceSource, now = new Date(), db: Db = t.db) =>
  db.transaction((tx) => issueInvoice(tx, source, { now, seller }));
