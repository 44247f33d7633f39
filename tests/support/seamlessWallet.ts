import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import { type Exchange, type FakeCallerOptions, fakeCaller } from '../../src/server/games/wallet/fakeRounds.ts';
import { books, endSession, openPlayer, openSession } from '../../src/server/games/wallet/operatorSide.ts';
import { walletApp } from '../../src/server/games/wallet/walletApp.ts';
import { overHttp } from './overHttp.ts';
import { freshDatabase } from './testDb.ts';

// The seamless-wallet contract tests' harness: the reference wallet on a fresh database (PGlite,
// or PostgreSQL under TEST_DATABASE_URL), served over real HTTP, and the fake aggregator caller.
export { documentValidator } from './walletDocument.ts';

export const SECRET = 'wallet-test-secret';
export const OLD_SECRET = 'wallet-previous-secret';

export interface WalletUnderTest {
  base: string;
  db: Awaited<ReturnType<typeof freshDatabase>>['db'];
  /** Every request the callers sent and what came back. */
  exchanges: Exchange[];
  /** A caller with the shared secret, recording into `exchanges`. */
  caller(o?: Partial<FakeCallerOptions>): ReturnType<typeof fakeCaller>;
  /** A player with a deposit and an open session; `end()` ends it. */
  player(deposit: string, currency?: string): Promise<{ playerId: string; sessionId: string; end(): Promise<void> }>;
  /** The balance and the ledger's sum, in minor units. */
  books(playerId: string): Promise<{ balance: bigint; ledgerSum: bigint }>;
  count(q: string): Promise<number>;
  /** Answers of requests matched by `slow` are held until after the caller's timeout. */
  slow: { match: (path: string, body: string) => boolean; ms: number } | null;
  close(): Promise<void>;
}

let players = 0;

export async function startWallet(): Promise<WalletUnderTest> {
  const database = await freshDatabase();
  const app = walletApp({ db: database.db, secrets: [SECRET, OLD_SECRET], now: () => new Date() });
  const exchanges: Exchange[] = [];
  const w: WalletUnderTest = {
    base: '',
    db: database.db,
    exchanges,
    slow: null,
    caller: (o = {}) =>
      fakeCaller({
        walletUrl: w.base,
        secret: SECRET,
        timeoutMs: 1500,
        onExchange: (e) => exchanges.push(e),
        ...o,
      }),
    async player(deposit, currency = 'EUR') {
      const n = ++players;
      const ids = { playerId: `player-${n}-${Date.now()}`, sessionId: `session-${n}-${Date.now()}` };
      await openPlayer(database.db, { playerId: ids.playerId, currency, deposit }, new Date());
      await openSession(database.db, ids);
      return { ...ids, end: () => endSession(database.db, ids.sessionId, new Date()) };
    },
    books: (playerId) => books(database.db, playerId),
    count: async (q) => Number(rowsOf<{ n: number }>(await database.db.execute(sql.raw(q)))[0]?.n ?? 0),
    close: async () => {
      await http.close();
      await database.dispose();
    },
  };
  // The fault a slow network or a busy wallet makes: the work is done, the answer comes too late.
  const http = await overHttp({
    fetch: async (req: Request) => {
      const body = await req.clone().text();
      const res = await app.fetch(req);
      const slow = w.slow;
      if (slow?.match(new URL(req.url).pathname, body)) await new Promise((r) => setTimeout(r, slow.ms));
      return res;
    },
  });
  w.base = http.base;
  return w;
}
