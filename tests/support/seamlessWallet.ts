import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { rowsOf } from '../../src/server/db/rows.ts';
import { type Exchange, type FakeCallerOptions, fakeCaller } from '../../src/server/games/wallet/fakeRounds.ts';
import { books, endSession, openPlayer, openSession } from '../../src/server/games/wallet/operatorSide.ts';
import { walletApp } from '../../src/server/games/wallet/walletApp.ts';
import { overHttp } from './overHttp.ts';
import { freshDatabase } from './testDb.ts';

// The seamless-wallet contract tests' harness: the reference wallet on a fresh database (PGlite,
// or PostgreSQL under TEST_DATABASE_URL), served over real HTTP, and the fake aggregator caller.

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

const DOC = parse(readFileSync(new URL('../../docs/seamless-wallet.openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, object> };
};
interface Operation {
  requestBody: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content: { 'application/json': { schema: object } } }>;
}

/** The OpenAPI document's schemas as JSON Schema 2020-12 validators (OpenAPI 3.1 uses that dialect). */
export function documentValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  // The document's named schemas as one JSON Schema, its `#/components/schemas/X` refs as `#/$defs/X`.
  const toDefs = (o: object) => JSON.parse(JSON.stringify(o).replaceAll('#/components/schemas/', '#/$defs/'));
  ajv.addSchema({ $id: 'wallet.yaml', $defs: toDefs(DOC.components.schemas) });
  const refTo = (schema: object) => ({ $ref: `wallet.yaml${toDefs(schema).$ref}` });
  /** Problems of one exchange against the document, or [] when it matches. */
  return (e: Pick<Exchange, 'op' | 'request' | 'answer'>): string[] => {
    const op = DOC.paths[`/${e.op}`]?.post;
    if (!op) return [`/${e.op} is not in the document`];
    const problems: string[] = [];
    const checkBody = (what: string, schema: object, value: unknown) => {
      const validate = ajv.compile(refTo(schema));
      if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors)}`);
    };
    checkBody(`${e.op} request`, op.requestBody.content['application/json'].schema, e.request);
    if (e.answer) {
      const documented = op.responses[String(e.answer.status)];
      if (!documented) problems.push(`${e.op} answered ${e.answer.status}, which the document does not list`);
      else checkBody(`${e.op} ${e.answer.status}`, documented.content['application/json'].schema, e.answer.body);
      const code = e.answer.body.error?.code;
      if (documented && code && !String((documented as { description?: string }).description).includes(code)) {
        problems.push(`${e.op} ${e.answer.status} carried ${code}, not among the codes the document lists there`);
      }
    }
    return problems;
  };
}
