import { z } from '@hono/zod-openapi';

/*
 * The seamless-wallet contract: what a game aggregator sends to an operator's wallet and what
 * it gets back. These schemas are the one source: the reference wallet validates with them and
 * docs/seamless-wallet.openapi.yaml is generated from them (scripts/seamless-wallet-openapi.ts;
 * tests/unit/seamless-wallet-document.test.ts fails when the committed file differs).
 */

/** The request headers: Unix seconds, and `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. */
export const TIMESTAMP_HEADER = 'x-wallet-timestamp';
export const SIGNATURE_HEADER = 'x-wallet-signature';
/** How far a request's timestamp may be from the wallet's clock, either way. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

/**
 * Digits after the point, per currency (ISO 4217 minor units; the crypto ones as agreed with the
 * aggregator). An amount carries exactly this many: "12.50" EUR, "1000" JPY, "0.00012000" BTC.
 */
export const CURRENCY_DIGITS: Record<string, number> = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  BRL: 2,
  MXN: 2,
  JPY: 0,
  KRW: 0,
  VND: 0,
  KWD: 3,
  BHD: 3,
  BTC: 8,
  USDT: 6,
};

/** Every error code, with the HTTP status it comes with. A 4xx answer is final; only a 5xx or no answer is retried. */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_AMOUNT: 400,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  PLAYER_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  TRANSACTION_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 422,
  SESSION_ENDED: 422,
  CURRENCY_MISMATCH: 422,
  TRANSACTION_ROLLED_BACK: 422,
  ROUND_ALREADY_SETTLED: 422,
  INTERNAL_ERROR: 500,
} as const;
export type WalletErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [WalletErrorCode, ...WalletErrorCode[]];

const id = (what: string, example: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/)
    .openapi({ description: what, example });

const playerId = id("The operator's player id (from the game launch).", 'p-1001');
const sessionId = id("The operator's game session id (from the game launch).", 's-7f3a');
const gameId = id("The aggregator's game id.", 'fake-slot-00042');
const roundId = id('The game round; a bet, its win and a rollback of the bet share it.', 'r-9c1e');
const transactionId = id(
  "The aggregator's id of this money move, unique across bets, wins and rollbacks: the idempotency key.",
  'tx-5b2d',
);
const currency = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{2,4}$/)
  .openapi({ description: 'Currency code; must be the player’s.', example: 'EUR' });
const amount = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,14})(\.[0-9]{1,8})?$/)
  .openapi({
    description:
      'A decimal string with exactly the currency\'s minor digits (EUR "12.50", JPY "1000"); never a JSON number.',
    example: '1.50',
  });

export const BalanceRequest = z
  .object({ playerId, sessionId, gameId: gameId.optional() })
  .strict()
  .openapi('BalanceRequest');

export const BetRequest = z
  .object({ transactionId, playerId, sessionId, gameId, roundId, currency, amount })
  .strict()
  .openapi('BetRequest', { description: 'Takes `amount` from the player. Refused once the session ended.' });

export const WinRequest = z
  .object({ transactionId, playerId, sessionId, gameId, roundId, currency, amount })
  .strict()
  .openapi('WinRequest', {
    description: 'Gives `amount` ("0.00" closes a lost round). Accepted after the session ended.',
  });

export const RollbackRequest = z
  .object({
    transactionId,
    betTransactionId: id('The `transactionId` of the bet to undo (it may never have arrived).', 'tx-5b2d'),
    playerId,
    sessionId,
    gameId,
    roundId,
  })
  .strict()
  .openapi('RollbackRequest', {
    description: 'Undoes a bet: gives its amount back once. Accepted after the session ended.',
  });

export const BalanceAnswer = z
  .object({ balance: amount, currency })
  .strict()
  .openapi('BalanceAnswer', { description: "The player's balance now." });

export const MoveAnswer = z
  .object({
    transactionId,
    balance: amount.openapi({
      description: 'The balance right after this transaction (the same on every repeat of it).',
    }),
    currency,
  })
  .strict()
  .openapi('TransactionAnswer');

export const ErrorAnswer = z
  .object({
    error: z
      .object({
        code: z.enum(ERROR_CODES).openapi({ description: 'Stable; match on it, never on `message`.' }),
        message: z.string().openapi({ description: 'For people reading logs.' }),
      })
      .strict(),
  })
  .strict()
  .openapi('Error');

export type BalanceRequest = z.infer<typeof BalanceRequest>;
export type BetRequest = z.infer<typeof BetRequest>;
export type WinRequest = z.infer<typeof WinRequest>;
export type RollbackRequest = z.infer<typeof RollbackRequest>;
export type MoveAnswer = z.infer<typeof MoveAnswer>;
export type BalanceAnswer = z.infer<typeof BalanceAnswer>;
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** "12.50" EUR → 1250n; null when the currency is unknown or the digits are not exactly its own. */
export function toMinor(value: string, code: string): bigint | null {
  const digits = CURRENCY_DIGITS[code];
  if (digits === undefined) return null;
  const [whole = '', fraction] = value.split('.');
  if ((fraction?.length ?? 0) !== digits) return null;
  return BigInt(whole + (fraction ?? ''));
}

/** 1250n EUR → "12.50". */
export function fromMinor(minor: bigint, code: string): string {
  const digits = CURRENCY_DIGITS[code] ?? 0;
  const s = minor.toString().padStart(digits + 1, '0');
  return digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
