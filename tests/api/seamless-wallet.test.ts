import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCaller, fakeGameIds } from '../../src/server/games/wallet/fakeRounds.ts';
import { documentValidator, OLD_SECRET, startWallet, type WalletUnderTest } from '../support/seamlessWallet.ts';

/** A game of the fake aggregator's catalogue. */
const game = (n: number) => fakeGameIds()[n]!;

// The seamless-wallet contract (docs/seamless-wallet.md), rule by rule: the reference wallet
// over real HTTP on a real database, driven by the fake aggregator caller.

let w: WalletUnderTest;
let agg: FakeCaller;
beforeAll(async () => {
  w = await startWallet();
  agg = w.caller();
});
afterAll(async () => {
  // Every request sent and every answer seen in this file matches the OpenAPI document.
  const check = documentValidator();
  expect(w.exchanges.flatMap(check)).toEqual([]);
  await w?.close();
});

const ledgerLines = (txId: string) =>
  w.count(`select count(*) as n from ref_wallet_ledger where transaction_id = '${txId}'`);
const bet = (p: { playerId: string; sessionId: string }, transactionId: string, amount: string, roundId = 'r-1') => ({
  transactionId,
  playerId: p.playerId,
  sessionId: p.sessionId,
  gameId: game(0),
  roundId,
  currency: 'EUR',
  amount,
});

describe('balance, bet and win', () => {
  it('answers the balance, takes a bet and pays a win, each as a decimal string', async () => {
    const p = await w.player('100.00');
    expect((await agg.balance(p.playerId, p.sessionId))?.body).toEqual({ balance: '100.00', currency: 'EUR' });
    const round = await agg.playRound({ ...p, currency: 'EUR', bet: '2.50', win: '10.05' });
    expect(round.bet).toEqual({ status: 200, body: { transactionId: round.betId, balance: '97.50', currency: 'EUR' } });
    expect(round.win?.body).toMatchObject({ balance: '107.55', currency: 'EUR' });
    expect(await w.books(p.playerId)).toEqual({ balance: 10755n, ledgerSum: 10755n });
  });

  it('keeps each currency to its own minor digits: JPY has none, and "1.5" is not a EUR amount', async () => {
    const yen = await w.player('1000', 'JPY');
    const yenBet = (amount: string) => ({ ...bet(yen, agg.newId('bet'), amount), currency: 'JPY' });
    expect((await agg.call('bet', yenBet('300')))?.body).toMatchObject({ balance: '700', currency: 'JPY' });
    expect((await agg.call('bet', yenBet('3.00')))?.body.error?.code).toBe('INVALID_AMOUNT');
    const p = await w.player('10.00');
    for (const amount of ['1.5', '1.500', '0.00']) {
      expect((await agg.call('bet', bet(p, agg.newId('bet'), amount)))?.body.error?.code, amount).toBe(
        'INVALID_AMOUNT',
      );
    }
    // A JSON number is not an amount at all.
    const asNumber = await agg.send('bet', { ...bet(p, agg.newId('bet'), '1.00'), amount: 1 });
    expect(asNumber).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(await w.books(p.playerId)).toEqual({ balance: 1000n, ledgerSum: 1000n });
  });
});

describe('idempotent by transaction id', () => {
  it('answers a repeated bet, win and rollback as the first time, and moves the money once', async () => {
    const p = await w.player('50.00');
    const b = bet(p, agg.newId('bet'), '5.00');
    const first = await agg.call('bet', b);
    await agg.call('bet', bet(p, agg.newId('bet'), '1.00')); // the balance moves on in between
    expect(await agg.call('bet', b)).toEqual(first);
    expect(first?.body.balance).toBe('45.00');
    const win = { ...b, transactionId: agg.newId('win'), roundId: 'r-2', amount: '3.00' };
    const winAnswer = await agg.call('win', win);
    expect(await agg.call('win', win)).toEqual(winAnswer);
    const { currency: _c, amount: _a, ...where } = b;
    const rollback = { ...where, transactionId: agg.newId('rollback'), betTransactionId: b.transactionId };
    const rbAnswer = await agg.call('rollback', rollback);
    expect(rbAnswer?.body.balance).toBe('52.00');
    expect(await agg.call('rollback', rollback)).toEqual(rbAnswer);
    for (const id of [b.transactionId, win.transactionId, rollback.transactionId])
      expect(await ledgerLines(id)).toBe(1);
    expect(await w.books(p.playerId)).toEqual({ balance: 5200n, ledgerSum: 5200n }); // 50 - 1 + 3
  });

  it('answers a retry after a lost answer, and a duplicated request, with the stored answer', async () => {
    const p = await w.player('20.00');
    const lossy = w.caller({ loseAnswer: (op, _r, n) => op === 'bet' && n < 3, duplicate: (_op, _r, n) => n === 2 });
    const round = await lossy.playRound({ ...p, currency: 'EUR', bet: '4.00', win: '0.00' });
    expect(round.bet?.body.balance).toBe('16.00');
    const answers = w.exchanges.filter((e) => e.request['transactionId'] === round.betId).map((e) => e.answer);
    expect(answers).toHaveLength(4); // attempt 1, attempt 2 twice, attempt 3
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await ledgerLines(round.betId)).toBe(1);
  });

  it('retries a request that timed out with the same transaction id: the bet is taken once', async () => {
    const p = await w.player('20.00');
    let held = 0;
    w.slow = { match: (path) => path === '/bet' && held++ === 0, ms: 500 };
    const round = await w.caller({ timeoutMs: 250 }).playRound({ ...p, currency: 'EUR', bet: '6.00' });
    w.slow = null;
    expect(round.bet?.body.balance).toBe('14.00');
    expect(w.exchanges.filter((e) => e.request['transactionId'] === round.betId).map((e) => e.answer?.status)).toEqual([
      undefined,
      200,
    ]);
    expect(await ledgerLines(round.betId)).toBe(1);
  });

  it('refuses the same transaction id with other fields (TRANSACTION_CONFLICT), moving nothing', async () => {
    const p = await w.player('20.00');
    const b = bet(p, agg.newId('bet'), '2.00');
    await agg.call('bet', b);
    expect(await agg.call('bet', { ...b, amount: '3.00' })).toMatchObject({
      status: 409,
      body: { error: { code: 'TRANSACTION_CONFLICT' } },
    });
    expect((await agg.call('win', { ...b, amount: '3.00' }))?.body.error?.code).toBe('TRANSACTION_CONFLICT');
    expect(await w.books(p.playerId)).toEqual({ balance: 1800n, ledgerSum: 1800n });
  });
});

describe('refusals', () => {
  it('refuses a bet the balance cannot cover with INSUFFICIENT_FUNDS: no money moves, the answer is final', async () => {
    const p = await w.player('5.00');
    const b = bet(p, agg.newId('bet'), '5.01');
    const refused = await agg.call('bet', b);
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'INSUFFICIENT_FUNDS' } } });
    expect(await agg.call('bet', b)).toEqual(refused);
    expect(await ledgerLines(b.transactionId)).toBe(0);
    expect((await agg.call('bet', bet(p, agg.newId('bet'), '5.00')))?.body.balance).toBe('0.00');
    expect(await w.books(p.playerId)).toEqual({ balance: 0n, ledgerSum: 0n });
  });

  it('accepts wins and rollbacks after the session ended, and refuses bets', async () => {
    const p = await w.player('30.00');
    const round = await agg.playRound({ ...p, currency: 'EUR', bet: '10.00', win: '25.00', beforeWin: p.end });
    expect(round.win).toMatchObject({ status: 200, body: { balance: '45.00' } });
    const late = await agg.call('bet', bet(p, agg.newId('bet'), '1.00'));
    expect(late).toMatchObject({ status: 422, body: { error: { code: 'SESSION_ENDED' } } });
    const open = await w.player('30.00');
    const cancelled = await agg.playRound({ ...open, currency: 'EUR', bet: '10.00' });
    await open.end();
    const rollback = await agg.rollback({ betId: cancelled.betId, ...open, roundId: cancelled.roundId });
    expect(rollback).toMatchObject({ status: 200, body: { balance: '30.00' } });
    expect((await agg.balance(p.playerId, p.sessionId))?.body.balance).toBe('45.00');
  });

  it('refuses a player or a session it does not know, and a currency that is not the player’s', async () => {
    const p = await w.player('30.00');
    expect((await agg.call('bet', { ...bet(p, agg.newId('bet'), '1.00'), playerId: 'nobody' }))?.status).toBe(404);
    const other = await w.player('1.00');
    const theirs = await agg.call('win', { ...bet(p, agg.newId('win'), '1.00'), sessionId: other.sessionId });
    expect(theirs?.body.error?.code).toBe('SESSION_NOT_FOUND');
    const usd = await agg.call('bet', { ...bet(p, agg.newId('bet'), '1.00'), currency: 'USD' });
    expect(usd?.body.error?.code).toBe('CURRENCY_MISMATCH');
    expect(await w.books(p.playerId)).toEqual({ balance: 3000n, ledgerSum: 3000n });
  });
});

describe('rollback', () => {
  it('gives a bet back once, whichever of two rollback ids comes first', async () => {
    const p = await w.player('10.00');
    const round = await agg.playRound({ ...p, currency: 'EUR', bet: '4.00' });
    const first = await agg.rollback({ betId: round.betId, ...p, roundId: round.roundId });
    const second = await agg.rollback({ betId: round.betId, ...p, roundId: round.roundId });
    expect([first?.body.balance, second?.body.balance]).toEqual(['10.00', '10.00']);
    expect(await w.books(p.playerId)).toEqual({ balance: 1000n, ledgerSum: 1000n });
  });

  it('accepts a rollback of a bet never seen, and then refuses that bet when it comes late', async () => {
    const p = await w.player('10.00');
    const betId = agg.newId('bet');
    expect(await agg.rollback({ betId, ...p, roundId: 'r-late' })).toMatchObject({
      status: 200,
      body: { balance: '10.00' },
    });
    const late = await agg.call('bet', bet(p, betId, '4.00', 'r-late'));
    expect(late).toMatchObject({ status: 422, body: { error: { code: 'TRANSACTION_ROLLED_BACK' } } });
    expect(await w.books(p.playerId)).toEqual({ balance: 1000n, ledgerSum: 1000n });
  });

  it('rolls back a bet whose answer never came: the player ends where they started', async () => {
    const p = await w.player('10.00');
    const lost = w.caller({ loseAnswer: (op) => op === 'bet' });
    const round = await lost.playRound({ ...p, currency: 'EUR', bet: '4.00', win: '8.00' });
    expect(round.bet).toBeNull();
    expect(round.rollback).toMatchObject({ status: 200, body: { balance: '10.00' } });
    expect(await ledgerLines(round.betId)).toBe(1); // the bet was taken, and given back
    expect(await w.books(p.playerId)).toEqual({ balance: 1000n, ledgerSum: 1000n });
  });

  it('refuses a rollback in a round that already has a win (ROUND_ALREADY_SETTLED): the bet stands', async () => {
    const p = await w.player('10.00');
    const round = await agg.playRound({ ...p, currency: 'EUR', bet: '4.00', win: '1.00' });
    const refused = await agg.rollback({ betId: round.betId, ...p, roundId: round.roundId });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'ROUND_ALREADY_SETTLED' } } });
    expect(await w.books(p.playerId)).toEqual({ balance: 700n, ledgerSum: 700n });
  });
});

describe('signed requests', () => {
  const stored = (txId: string) =>
    w.count(`select count(*) as n from ref_wallet_transactions where transaction_id = '${txId}'`);

  it('refuses a wrong secret, a changed body and missing headers (INVALID_SIGNATURE), storing nothing', async () => {
    const p = await w.player('10.00');
    const b = bet(p, agg.newId('bet'), '1.00');
    const wrongSecret = await agg.send('bet', b, { secret: 'not-the-secret' });
    const changed = await agg.send('bet', b, { tamper: (raw) => raw.replace('"1.00"', '"0.01"') });
    const unsigned = await fetch(`${w.base}/bet`, { method: 'POST', body: JSON.stringify(b) });
    for (const answer of [wrongSecret, changed, { status: unsigned.status, body: await unsigned.json() }]) {
      expect(answer).toEqual({
        status: 401,
        body: { error: { code: 'INVALID_SIGNATURE', message: expect.any(String) } },
      });
    }
    expect(await stored(b.transactionId)).toBe(0);
    expect(await w.books(p.playerId)).toEqual({ balance: 1000n, ledgerSum: 1000n });
  });

  it('refuses a timestamp more than 300 s away either way (REQUEST_EXPIRED); accepts one inside', async () => {
    const p = await w.player('10.00');
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    for (const skew of [-301, 301, -3600]) {
      const b = bet(p, agg.newId('bet'), '1.00');
      expect((await agg.send('bet', b, { at: at(skew) })).body.error?.code, String(skew)).toBe('REQUEST_EXPIRED');
      expect(await stored(b.transactionId)).toBe(0);
    }
    expect((await agg.send('bet', bet(p, agg.newId('bet'), '1.00'), { at: at(-290) })).status).toBe(200);
  });

  it('accepts the previous secret while rotating, and refuses signed bodies that are not the contract', async () => {
    const p = await w.player('10.00');
    expect((await agg.send('bet', bet(p, agg.newId('bet'), '1.00'), { secret: OLD_SECRET })).status).toBe(200);
    const notJson = await agg.send('bet', {}, { raw: '{"transactionId": ' });
    const extra = await agg.send('bet', { ...bet(p, agg.newId('bet'), '1.00'), bonus: '5.00' });
    for (const answer of [notJson, extra]) expect(answer.body.error?.code).toBe('INVALID_REQUEST');
    expect(await w.books(p.playerId)).toEqual({ balance: 900n, ledgerSum: 900n });
  });
});
