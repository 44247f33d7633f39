import { OpenAPIHono } from '@hono/zod-openapi';
import { stringify } from 'yaml';
import { CURRENCY_DIGITS, SIGNATURE_HEADER, TIMESTAMP_HEADER, TIMESTAMP_TOLERANCE_SECONDS } from './contract.ts';
import { walletRoutes } from './walletRoutes.ts';

const DESCRIPTION = `The callbacks a game aggregator makes to an operator's wallet while a player plays
(a "seamless wallet": the money stays with the operator; the aggregator asks for every move).
The operator builds these four endpoints; docs/seamless-wallet.md is the guide, and
src/server/games/wallet/referenceWallet.ts a reference implementation (not run by the platform,
which holds no player money).

Rules:
- Every request is signed: \`${TIMESTAMP_HEADER}\` (Unix seconds) and \`${SIGNATURE_HEADER}\` =
  \`sha256=\` + hex HMAC-SHA256(shared secret, \`<timestamp>.<raw body>\`). A timestamp more than
  ${TIMESTAMP_TOLERANCE_SECONDS} s from the wallet's clock is refused (REQUEST_EXPIRED).
- Amounts are decimal strings with exactly the currency's minor digits
  (${Object.entries(CURRENCY_DIGITS)
    .map(([c, d]) => `${c} ${d}`)
    .join(', ')}), never JSON numbers.
- Idempotent by \`transactionId\` (unique across bets, wins and rollbacks): the same request again gets
  the same answer (the same balance) and moves no money; the same id with other fields is
  TRANSACTION_CONFLICT.
- A 2xx or 4xx answer is final. Only a 5xx or no answer (timeout, connection lost) is retried, with
  the same body and a fresh timestamp and signature.
- Bets need an open session (SESSION_ENDED). Wins and rollbacks are accepted after it ended.
- A bet the balance cannot cover is refused with INSUFFICIENT_FUNDS; no money moves.
- A rollback of an unknown bet is accepted (nothing moves) and remembered: that bet, arriving later,
  is refused with TRANSACTION_ROLLED_BACK.
- A rollback in a round that already has a win is refused with ROUND_ALREADY_SETTLED: the win was
  paid on the strength of the bet, so the bet stands.`;

/** The OpenAPI 3.1 document of the seamless-wallet callbacks, generated from the routes' zod schemas. */
export function walletDocument() {
  const app = new OpenAPIHono();
  for (const route of walletRoutes) app.openAPIRegistry.registerPath(route);
  app.openAPIRegistry.registerComponent('securitySchemes', 'walletSignature', {
    type: 'apiKey',
    in: 'header',
    name: SIGNATURE_HEADER,
    description: `HMAC-SHA256 of \`<${TIMESTAMP_HEADER}>.<raw body>\` with the shared secret, as \`sha256=<hex>\`.`,
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Seamless wallet callbacks (aggregator → operator)', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: 'https://wallet.operator.example/aggregator', description: "The operator's wallet" }],
  });
}

/** The document as committed in docs/seamless-wallet.openapi.yaml. */
export function walletDocumentYaml(): string {
  const header =
    '# Generated from src/server/games/wallet/ (contract.ts, walletRoutes.ts, walletDocument.ts) by\n' +
    '# `node scripts/seamless-wallet-openapi.ts`. Do not edit: change the zod schemas and run it again.\n';
  return header + stringify(walletDocument(), { lineWidth: 0 });
}
