/**
 * A FAKE AGGREGATOR CALLER for the seamless-wallet contract (docs/seamless-wallet.md): plays
 * rounds against a wallet URL the way a real aggregator does — signs every request, retries a
 * request whose answer did not come (timeout, connection lost, 5xx) with the same body and
 * transaction id, rolls back a bet it never got an answer to, and pays wins whether or not the
 * session has ended since the bet. Used by the contract test; operators can point it at theirs.
 */
import { randomBytes } from 'node:crypto';
import { fakeCatalogue } from '../fake/generate.ts';
import { signedHeaders } from './signature.ts';

export type WalletOp = 'balance' | 'bet' | 'win' | 'rollback';
/** An answer as it came: HTTP status and parsed JSON body. */
export interface WalletAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string }; balance?: string; transactionId?: string };
}
/** Every request sent and whatever came back (for the contract's schema checks). */
export interface Exchange {
  op: WalletOp;
  request: Record<string, unknown>;
  answer: WalletAnswer | null;
  /** The answer came but this caller threw it away (a lost answer, injected). */
  dropped: boolean;
}

export interface FakeCallerOptions {
  walletUrl: string;
  secret: string;
  /** Give up on one attempt after this long (default 2 s). */
  timeoutMs?: number;
  /** Attempts at a bet before rolling it back; wins and rollbacks get five times as many (default 4). */
  attempts?: number;
  now?: () => Date;
  /** Injected faults: throw this attempt's answer away, as if the network lost it. */
  loseAnswer?: (op: WalletOp, request: Record<string, unknown>, attempt: number) => boolean;
  /** Injected faults: send this attempt twice at once, as a network that duplicates does. */
  duplicate?: (op: WalletOp, request: Record<string, unknown>, attempt: number) => boolean;
  onExchange?: (e: Exchange) => void;
}

export interface RoundPlan {
  playerId: string;
  sessionId: string;
  currency: string;
  bet: string;
  /** The win to pay ("0.00" for a lost round); none: the round ends with the bet. */
  win?: string;
  gameId?: string;
  /** Runs between the bet's answer and the win (a test ends the session here). */
  beforeWin?: () => Promise<void>;
}

export interface RoundResult {
  roundId: string;
  betId: string;
  /** The bet's final answer; null when none came and the bet was rolled back. */
  bet: WalletAnswer | null;
  rollback?: WalletAnswer;
  win?: WalletAnswer;
}

let gameIds: string[] | undefined;
/** Fifty game ids of the fake aggregator's catalogue (src/server/games/fake/), made once. */
export function fakeGameIds(): string[] {
  gameIds ??= fakeCatalogue()
    .games.slice(0, 50)
    .map((g) => g.id);
  return gameIds;
}

export function fakeCaller(o: FakeCallerOptions) {
  const prefix = randomBytes(4).toString('hex');
  let seq = 0;
  const newId = (kind: string) => `${kind}-${prefix}-${++seq}`;
  const attempts = o.attempts ?? 4;
  const now = o.now ?? (() => new Date());

  /** One signed POST. `raw`: a body other than the JSON of `request`; `tamper`: change it after signing. */
  async function send(
    op: WalletOp,
    request: Record<string, unknown>,
    opts: { secret?: string; at?: Date; raw?: string; tamper?: (signed: string) => string } = {},
  ): Promise<WalletAnswer> {
    const raw = opts.raw ?? JSON.stringify(request);
    const res = await fetch(`${o.walletUrl}/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(opts.secret ?? o.secret, raw, opts.at ?? now()) },
      body: opts.tamper ? opts.tamper(raw) : raw,
      signal: AbortSignal.timeout(o.timeoutMs ?? 2000),
    });
    return { status: res.status, body: (await res.json()) as WalletAnswer['body'] };
  }

  /** One attempt: null when no usable answer came (timeout, connection, 5xx, or dropped). */
  async function attempt(op: WalletOp, body: Record<string, unknown>, n: number): Promise<WalletAnswer | null> {
    // What went over the wire (a field the JSON drops is not part of the request).
    const request = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    const copies = o.duplicate?.(op, request, n) ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: copies }, async () => {
        const answer = await send(op, request).catch(() => null);
        const dropped = answer !== null && answer.status < 500 && Boolean(o.loseAnswer?.(op, request, n));
        o.onExchange?.({ op, request, answer, dropped });
        return answer && answer.status < 500 && !dropped ? answer : null;
      }),
    );
    return answers.find((a) => a !== null) ?? null;
  }

  /** Sends until a final answer (2xx or 4xx) comes, at most `tries` times; null if none did. */
  async function deliver(op: WalletOp, request: Record<string, unknown>, tries: number) {
    for (let n = 1; n <= tries; n++) {
      const answer = await attempt(op, request, n);
      if (answer) return answer;
    }
    return null;
  }

  /** Wins and rollbacks must land: a real aggregator keeps retrying, then reconciles by hand. */
  async function settle(op: 'win' | 'rollback', request: Record<string, unknown>): Promise<WalletAnswer> {
    const answer = await deliver(op, request, attempts * 5);
    if (!answer) throw new Error(`${op} ${String(request['transactionId'])}: no answer after ${attempts * 5} tries`);
    return answer;
  }

  return {
    send,
    newId,
    /** One request, retried like the others; null when no answer came. */
    call: (op: WalletOp, request: Record<string, unknown>) => deliver(op, request, attempts),

    /** The balance, as an aggregator asks at launch and after a round (retried like the others). */
    balance: (playerId: string, sessionId: string) => deliver('balance', { playerId, sessionId }, attempts),

    /** One round: bet; if its answer never came, roll it back; else the win (after `beforeWin`). */
    async playRound(plan: RoundPlan): Promise<RoundResult> {
      const roundId = newId('round');
      const betId = newId('bet');
      const gameId = plan.gameId ?? fakeGameIds()[seq % fakeGameIds().length]!;
      const who = { playerId: plan.playerId, sessionId: plan.sessionId, gameId, roundId };
      const bet = await deliver(
        'bet',
        { transactionId: betId, ...who, currency: plan.currency, amount: plan.bet },
        attempts,
      );
      if (!bet) {
        const rollback = await settle('rollback', {
          transactionId: newId('rollback'),
          betTransactionId: betId,
          ...who,
        });
        return { roundId, betId, bet: null, rollback };
      }
      if (bet.status !== 200 || plan.win === undefined) return { roundId, betId, bet };
      await plan.beforeWin?.();
      const win = await settle('win', {
        transactionId: newId('win'),
        ...who,
        currency: plan.currency,
        amount: plan.win,
      });
      return { roundId, betId, bet, win };
    },

    /** A rollback of bet `betId` in round `roundId`, as the aggregator sends when it cancels a round. */
    rollback: (req: { betId: string; playerId: string; sessionId: string; roundId: string; gameId?: string }) =>
      settle('rollback', {
        transactionId: newId('rollback'),
        betTransactionId: req.betId,
        playerId: req.playerId,
        sessionId: req.sessionId,
        gameId: req.gameId ?? fakeGameIds()[0]!,
        roundId: req.roundId,
      }),
  };
}

export type FakeCaller = ReturnType<typeof fakeCaller>;
