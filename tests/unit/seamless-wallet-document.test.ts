import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/server/games/wallet/contract.ts';
import { walletDocumentYaml } from '../../src/server/games/wallet/walletDocument.ts';
import { DOC, DOCUMENT_TEXT, documentValidator } from '../support/walletDocument.ts';

// docs/seamless-wallet.openapi.yaml is generated from the contract's zod schemas: it must be the
// file those schemas make today, valid OpenAPI 3.1, and strict enough to catch a wrong exchange.

const bet = {
  transactionId: 'tx-1',
  playerId: 'p-1',
  sessionId: 's-1',
  gameId: 'fk00001',
  roundId: 'r-1',
  currency: 'EUR',
  amount: '1.00',
};
const ok = { status: 200, body: { transactionId: 'tx-1', balance: '9.00', currency: 'EUR' } };
const error = (code: string) => ({ error: { code, message: 'm' } });

describe('docs/seamless-wallet.openapi.yaml', () => {
  it('is what the zod schemas generate (run `node scripts/seamless-wallet-openapi.ts` after changing them)', () => {
    expect(DOCUMENT_TEXT).toBe(walletDocumentYaml());
  });

  it('is valid OpenAPI 3.1 to a standard parser', async () => {
    expect(DOC).toMatchObject({ openapi: '3.1.0' });
    const result = await validate(structuredClone(DOC) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every error code, each under its own HTTP status, and the guide has them all in its table', () => {
    const guide = readFileSync(new URL('../../docs/seamless-wallet.md', import.meta.url), 'utf8');
    const listed = Object.values(DOC.paths).flatMap(({ post }) =>
      Object.entries(post.responses).flatMap(([status, r]) =>
        Object.entries(ERROR_STATUS)
          .filter(([code]) => String((r as { description?: string }).description).includes(code))
          .map(([code, s]) => [code, String(s) === status]),
      ),
    );
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(listed.filter(([c]) => c === code).length, code).toBeGreaterThan(0);
      expect(guide, code).toMatch(new RegExp(`\\| \`${code}\`\\s+\\| ${status} `));
    }
    expect(listed.every(([, inPlace]) => inPlace)).toBe(true);
  });

  it('validates a right exchange and names what is wrong with a wrong one', () => {
    const check = documentValidator();
    expect(check({ op: 'bet', request: bet, answer: ok })).toEqual([]);
    expect(check({ op: 'bet', request: bet, answer: { status: 422, body: error('INSUFFICIENT_FUNDS') } })).toEqual([]);
    const wrong = [
      check({ op: 'bet', request: { ...bet, amount: 1 }, answer: ok }),
      check({ op: 'bet', request: { ...bet, amount: '1,00' }, answer: ok }),
      check({ op: 'bet', request: { ...bet, bonus: true }, answer: ok }),
      check({ op: 'win', request: { ...bet, roundId: undefined }, answer: ok }),
      check({ op: 'bet', request: bet, answer: { status: 200, body: { ...ok.body, balance: 9 as never } } }),
      check({ op: 'bet', request: bet, answer: { status: 422, body: error('OUT_OF_MONEY') } }),
      check({ op: 'win', request: bet, answer: { status: 422, body: error('INSUFFICIENT_FUNDS') } }),
      check({ op: 'balance', request: { playerId: 'p', sessionId: 's' }, answer: { status: 409, body: error('x') } }),
    ];
    for (const [i, problems] of wrong.entries()) expect(problems.length, `case ${i}`).toBeGreaterThan(0);
  });
});
