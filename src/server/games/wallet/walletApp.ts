/**
 * REFERENCE CODE (see referenceWallet.ts): the reference wallet over HTTP, as an operator would
 * expose it to the aggregator. Not mounted in the platform's app: the contract test serves it.
 * Order of checks: signature and timestamp over the raw body first (an unsigned request learns
 * nothing, not even whether its body is valid), then the body against the contract's schemas,
 * then the wallet's rules.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../../db/client.ts';
import {
  ERROR_STATUS,
  type ErrorAnswer,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type WalletErrorCode,
} from './contract.ts';
import { referenceWallet, type WalletResult } from './referenceWallet.ts';
import { checkSignature } from './signature.ts';
import { balanceRoute, betRoute, rollbackRoute, winRoute } from './walletRoutes.ts';

const MESSAGES: Record<WalletErrorCode, string> = {
  INVALID_REQUEST: 'The body does not match the contract.',
  INVALID_AMOUNT: "The amount does not have exactly the currency's minor digits (or is zero for a bet).",
  INVALID_SIGNATURE: 'The signature headers are missing or do not match the body.',
  REQUEST_EXPIRED: 'The timestamp is too far from the wallet’s clock.',
  PLAYER_NOT_FOUND: 'No such player.',
  SESSION_NOT_FOUND: 'No such session for this player.',
  TRANSACTION_CONFLICT: 'This transaction id was used for a different request.',
  INSUFFICIENT_FUNDS: 'The balance is lower than the bet.',
  SESSION_ENDED: 'The session has ended: no more bets.',
  CURRENCY_MISMATCH: 'The currency is not the player’s.',
  TRANSACTION_ROLLED_BACK: 'This bet was already rolled back.',
  ROUND_ALREADY_SETTLED: 'The round already has a win: its bets stand.',
  INTERNAL_ERROR: 'Outcome unknown: retry the same request.',
};

export const errorBody = (code: WalletErrorCode): ErrorAnswer => ({ error: { code, message: MESSAGES[code] } });

const fail = (c: Context, code: WalletErrorCode) => c.json(errorBody(code), ERROR_STATUS[code]);

export interface WalletAppDeps {
  db: Db;
  /** The shared secret, and the previous one while rotating. */
  secrets: readonly string[];
  now: () => Date;
}

/** The reference wallet's HTTP app: POST /balance, /bet, /win, /rollback. */
export function walletApp(deps: WalletAppDeps) {
  const app = new OpenAPIHono({
    defaultHook: (result, c) => (result.success ? undefined : fail(c, 'INVALID_REQUEST')),
  });
  const wallet = referenceWallet(deps);

  app.use('*', async (c, next) => {
    const raw = await c.req.text();
    const verdict = checkSignature(
      deps.secrets,
      { timestamp: c.req.header(TIMESTAMP_HEADER), signature: c.req.header(SIGNATURE_HEADER) },
      raw,
      deps.now(),
    );
    if (verdict !== 'ok') return fail(c, verdict);
    await next();
    return undefined;
  });

  // Malformed JSON is the caller's fault and final; anything else is ours, and retried.
  app.onError((err, c) =>
    err instanceof HTTPException && err.status === 400 ? fail(c, 'INVALID_REQUEST') : fail(c, 'INTERNAL_ERROR'),
  );
  app.notFound((c) => fail(c, 'INVALID_REQUEST'));

  const answer = <T>(c: Context, result: WalletResult<T>) =>
    (result.ok ? c.json(result.answer, 200) : fail(c, result.code)) as never;

  app.openapi(balanceRoute, async (c) => answer(c, await wallet.balance(c.req.valid('json'))));
  app.openapi(betRoute, async (c) => answer(c, await wallet.bet(c.req.valid('json'))));
  app.openapi(winRoute, async (c) => answer(c, await wallet.win(c.req.valid('json'))));
  app.openapi(rollbackRoute, async (c) => answer(c, await wallet.rollback(c.req.valid('json'))));
  return app;
}
