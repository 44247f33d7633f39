import { createRoute, z } from '@hono/zod-openapi';
import {
  BalanceAnswer,
  BalanceRequest,
  BetRequest,
  ERROR_STATUS,
  ErrorAnswer,
  MoveAnswer,
  RollbackRequest,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type WalletErrorCode,
  WinRequest,
} from './contract.ts';

/*
 * The four callbacks, each declared once: the reference wallet serves these very objects
 * (walletApp.ts) and the OpenAPI document is generated from them (walletDocument.ts).
 */

const SignedHeaders = z.object({
  [TIMESTAMP_HEADER]: z
    .string()
    .regex(/^\d{1,12}$/)
    .openapi({ description: 'When the request was signed, in Unix seconds.', example: '1767225600' }),
  [SIGNATURE_HEADER]: z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .openapi({
      description: '`sha256=` and the hex HMAC-SHA256, keyed with the shared secret, of `<timestamp>.<raw body>`.',
    }),
});

const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });

/** The error answers of an operation, one entry per HTTP status, naming the codes it may carry. */
function errors(codes: WalletErrorCode[]) {
  const byStatus = new Map<number, WalletErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const meaning = (status: number) =>
    status >= 500
      ? 'The outcome is unknown: retry the same request.'
      : status <= 401
        ? 'Nothing was recorded: fix the request (body, signature, clock) before sending it again.'
        : 'Final: the same request gets this answer again (a bet, win or rollback stores it under its transaction id).';
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      { description: `${list.join(', ')}. ${meaning(status)}`, content: json(ErrorAnswer) },
    ]),
  );
}

const ALWAYS: WalletErrorCode[] = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'REQUEST_EXPIRED',
  'PLAYER_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'INTERNAL_ERROR',
];

const post = <Req extends z.ZodType>(path: string, summary: string, description: string, schema: Req) => ({
  method: 'post' as const,
  path,
  operationId: path.slice(1),
  summary,
  description,
  security: [{ walletSignature: [] }],
  request: { headers: SignedHeaders, body: { required: true, content: json(schema) } },
});

export const balanceRoute = createRoute({
  ...post('/balance', 'The player’s balance', 'Read only; answered for an ended session too.', BalanceRequest),
  responses: { 200: { description: 'The balance.', content: json(BalanceAnswer) }, ...errors(ALWAYS) },
});

export const betRoute = createRoute({
  ...post(
    '/bet',
    'Take a bet (debit)',
    'Takes `amount` in one conditional update, or refuses with INSUFFICIENT_FUNDS and moves nothing. ' +
      'Refused (SESSION_ENDED) once the session ended. Idempotent by `transactionId`; a bet whose id was ' +
      'already rolled back is refused with TRANSACTION_ROLLED_BACK.',
    BetRequest,
  ),
  responses: {
    200: { description: 'Taken; the balance after it.', content: json(MoveAnswer) },
    ...errors([
      ...ALWAYS,
      'INVALID_AMOUNT',
      'TRANSACTION_CONFLICT',
      'INSUFFICIENT_FUNDS',
      'SESSION_ENDED',
      'CURRENCY_MISMATCH',
      'TRANSACTION_ROLLED_BACK',
    ]),
  },
});

export const winRoute = createRoute({
  ...post(
    '/win',
    'Pay a win (credit)',
    'Gives `amount` ("0.00" closes a lost round). Accepted after the session ended. Idempotent by `transactionId`. ' +
      'Marks the round won: a rollback in it is then refused.',
    WinRequest,
  ),
  responses: {
    200: { description: 'Paid; the balance after it.', content: json(MoveAnswer) },
    ...errors([...ALWAYS, 'INVALID_AMOUNT', 'TRANSACTION_CONFLICT', 'CURRENCY_MISMATCH']),
  },
});

export const rollbackRoute = createRoute({
  ...post(
    '/rollback',
    'Undo a bet',
    'Gives back the amount of bet `betTransactionId` once, whichever rollback id comes first. Accepted after the ' +
      'session ended. A rollback of a bet never seen is accepted (nothing moves) and remembered: that bet is then ' +
      'refused. Refused with ROUND_ALREADY_SETTLED when the round already has a win. Idempotent by `transactionId`.',
    RollbackRequest,
  ),
  responses: {
    200: { description: 'Undone (or nothing to undo); the balance after it.', content: json(MoveAnswer) },
    ...errors([...ALWAYS, 'TRANSACTION_CONFLICT', 'ROUND_ALREADY_SETTLED']),
  },
});

export const walletRoutes = [balanceRoute, betRoute, winRoute, rollbackRoute] as const;
