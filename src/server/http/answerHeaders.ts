import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Headers every answer of a kind carries (request id, the API's security headers), set where
 * they cost least. Under @hono/node-server they go straight onto Node's response, which sends
 * them with whatever answer the app makes, and a header the answer itself names wins (Node's
 * `writeHead` merges over `setHeader`): a default. Setting them through Hono instead builds an
 * undici `Headers` per request, and headers added to a made answer turn it into an undici
 * `Response`, which takes the adapter off its light path — together most of what /api/health
 * cost beyond a bare Hono app (issue 16). Without Node's response (`app.request` in tests),
 * Hono's own `c.header`, before the route runs, gives the same answer.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

function nodeResponse(c: Context): ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse } | undefined;
  const outgoing = env?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : undefined;
}

/** Whether answer headers reach Node's response directly (then nothing after the route need add them). */
export const setsOnNode = (c: Context): boolean => nodeResponse(c) !== undefined;

const ID_LIMIT = 255;
const ID_SHAPE = /^[\w\-=]+$/;

/** A caller's X-Request-Id when it is a plain token (as Hono's requestId middleware allows), else a new one. */
export function requestIdOf(sent: string | undefined): string {
  return sent && sent.length <= ID_LIMIT && ID_SHAPE.test(sent) ? sent : crypto.randomUUID();
}
