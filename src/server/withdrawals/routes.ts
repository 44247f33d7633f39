import * as z from 'zod/mini';
import type { Deps } from '../http/context.ts';
import { accountCtx, merchantCtx, ok } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import {
  addressAddInput,
  addressConfirmInput,
  addressIdInput,
  withdrawIdInput,
  withdrawListQuery,
  withdrawQuoteQuery,
  withdrawRequestInput,
} from '../../shared/schemas/withdrawals.ts';
import {
  exportKey,
  withdrawAddress,
  withdrawal,
  withdrawalPage,
  withdrawLimits,
  withdrawNotified,
  withdrawQuote,
} from '../../shared/schemas/answers/withdrawals.ts';
import { addAddress, confirmAddress, listAddresses, removeAddress } from './addressBook.ts';
import { limitsAnswer, withdrawConfig } from './config.ts';
import { exportKeys, exportPublicKey, notifySecret } from './keys.ts';
import { cancelWithdrawal, listWithdrawals, quote, requestWithdrawal } from './request.ts';
import { receiveChainEvent, receiveSignerResult } from './results.ts';

const mine = { tag: 'withdrawals', auth: true } as const;
const open = { tag: 'withdrawals' } as const;

/** The merchant's withdrawals (Bearer session), the published limits and key, and the signed results. */
export const withdrawalsApi = {
  base: '/api/withdrawals',
  routes: {
    list: apiRoute({
      ...mine,
      method: 'get',
      path: '/',
      summary: 'Withdrawals, newest first, each with its history',
      query: withdrawListQuery,
      data: withdrawalPage,
    }),
    quote: apiRoute({
      ...mine,
      method: 'get',
      path: '/quote',
      summary: 'Available, held and total; the limits and what is used of them; an amount’s fee',
      query: withdrawQuoteQuery,
      data: withdrawQuote,
    }),
    request: apiRoute({
      ...mine,
      method: 'post',
      path: '/request',
      summary: 'Request a withdrawal to a usable address (the password again); the amount and fee are held',
      body: withdrawRequestInput,
      data: withdrawal,
    }),
    cancel: apiRoute({
      ...mine,
      method: 'post',
      path: '/cancel',
      summary: 'Cancel a request not yet approved; the hold goes back',
      body: withdrawIdInput,
      data: withdrawal,
    }),
    addresses: apiRoute({
      ...mine,
      method: 'get',
      path: '/addresses',
      summary: 'The address book (pending, cooling off with its end, usable)',
      data: z.array(withdrawAddress),
    }),
    addAddress: apiRoute({
      ...mine,
      method: 'post',
      path: '/addresses/add',
      summary: 'Add a TRC20 or ERC20 address; a code to confirm it is e-mailed',
      body: addressAddInput,
      data: withdrawAddress,
    }),
    confirmAddress: apiRoute({
      ...mine,
      method: 'post',
      path: '/addresses/confirm',
      summary: 'Confirm an address with the e-mailed code; usable after the cooling-off',
      body: addressConfirmInput,
      data: withdrawAddress,
    }),
    removeAddress: apiRoute({
      ...mine,
      method: 'post',
      path: '/addresses/remove',
      summary: 'Remove an address at once',
      body: addressIdInput,
    }),
    limits: apiRoute({
      ...open,
      method: 'get',
      path: '/limits',
      summary: 'The configured minimum, daily and weekly limits, fees and second-approval amount',
      data: withdrawLimits,
    }),
    exportKey: apiRoute({
      ...open,
      method: 'get',
      path: '/export-key',
      summary: 'The Ed25519 public key that signs exported batches (for the signer to pin)',
      data: exportKey,
    }),
    // Signed bytes: verified raw with the signer's own secret (WITHDRAW_NOTIFY_SECRET), never validated here.
    notify: apiRoute({
      ...open,
      method: 'post',
      path: '/notify',
      summary: 'Signer result (Standard Webhooks): withdrawal.sent with its txHash, or withdrawal.failed',
      data: withdrawNotified,
    }),
    // The chain watcher's transfers out, signed as its deposits are (PAY_USDT_SECRET).
    chain: apiRoute({
      ...open,
      method: 'post',
      path: '/chain',
      summary: 'Chain watcher (Standard Webhooks): transfer.out of a sent withdrawal, which confirms it',
      data: withdrawNotified,
    }),
  },
} satisfies ApiGroup;

const signed = (c: { req: { header(n: string): string | undefined } }) => ({
  'webhook-id': c.req.header('webhook-id'),
  'webhook-timestamp': c.req.header('webhook-timestamp'),
  'webhook-signature': c.req.header('webhook-signature'),
});

export function withdrawalsRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = withdrawalsApi.routes;
  const config = withdrawConfig(deps.env);
  // Made (or read) once at start rather than by the first request: a GET of the key then never
  // writes, and the first export does not wait for it. A missing production key is said at export.
  exportKeys(deps.db, deps.env).catch(() => undefined);
  notifySecret(deps.db, deps.env).catch(() => undefined);
  const book = (c: Parameters<typeof merchantCtx>[0]) => ({
    ...merchantCtx(c, deps),
    coolingMs: config.coolingMs,
  });
  return app
    .openapi(w(r.list), async (c) =>
      ok(c, await listWithdrawals({ ctx: merchantCtx(c, deps), input: c.req.valid('query') })),
    )
    .openapi(w(r.quote), async (c) =>
      ok(c, await quote({ ctx: { ...merchantCtx(c, deps), config }, input: c.req.valid('query') })),
    )
    .openapi(w(r.request), async (c) => {
      const done = await requestWithdrawal({ ctx: { ...accountCtx(c, deps), config }, input: c.req.valid('json') });
      deps.kick();
      return ok(c, done, 'withdraw.requested');
    })
    .openapi(w(r.cancel), async (c) => {
      const done = await cancelWithdrawal({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      deps.kick();
      return ok(c, done, 'withdraw.cancelled');
    })
    .openapi(w(r.addresses), async (c) => ok(c, await listAddresses({ ctx: merchantCtx(c, deps) })))
    .openapi(w(r.addAddress), async (c) => {
      const added = await addAddress({ ctx: book(c), input: c.req.valid('json') });
      deps.kick();
      return ok(c, added, 'withdraw.addressAdded');
    })
    .openapi(w(r.confirmAddress), async (c) => {
      const done = await confirmAddress({ ctx: book(c), input: c.req.valid('json') });
      deps.kick();
      return ok(c, done, 'withdraw.addressConfirmed');
    })
    .openapi(w(r.removeAddress), async (c) => {
      await removeAddress({ ctx: merchantCtx(c, deps), input: c.req.valid('json') });
      return ok(c, null, 'withdraw.addressRemoved');
    })
    .openapi(w(r.limits), (c) => ok(c, limitsAnswer(config)))
    .openapi(w(r.exportKey), async (c) => ok(c, await exportPublicKey(deps.db, deps.env)))
    .openapi(r.notify, async (c) => {
      // The signature covers the exact bytes sent: verify the raw body before any parsing.
      const raw = await c.req.text();
      const outcome = await receiveSignerResult(deps, raw, signed(c));
      deps.kick();
      return ok(c, { received: true as const, duplicate: outcome.duplicate });
    })
    .openapi(r.chain, async (c) => {
      const raw = await c.req.text();
      const outcome = await receiveChainEvent(deps, raw, signed(c));
      deps.kick();
      return ok(c, { received: true as const, duplicate: outcome.duplicate });
    });
}
