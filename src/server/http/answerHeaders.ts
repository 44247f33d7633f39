import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * A request header read the cheapest way: on Node, from the request's raw header list, so a
 * request whose code reads only a few headers never has Node build its parsed `headers` object
 * (or @hono/node-server its Headers around it), which cost a health check more than its route.
 * Repeated fields are joined with ", " as Node and the Fetch API join them.
 */
export function requestHeader(c: Context, lowerName: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.rawHeaders) return c.req.header(lowerName);
  const raw = incoming.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === lowerName.length && name.toLowerCase() === lowerName) {
      const v = raw[i + 1]!.trim();
      value = value === undefined ? v : `${value}, ${v}`;
    }
  }
  return value;
}

const ID_LIMIT = 255;
const ID_SHAPE = /^[\w\-=]+$/;

/** A caller's X-Request-Id when it is a plain token (as Hono's requestId middleware allows), else a new one. */
export function requestIdOf(sent: string | undefined): string {
  return sent && sent.length <= ID_LIMIT && ID_SHAPE.test(sent) ? sent : crypto.randomUUID();
}
