import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

const DEFAULTS = Symbol('answer header defaults');

/**
 * Node's response for the server (`serve({ serverOptions: ANSWER_SERVER_OPTIONS })`): headers
 * every answer of a kind carries are held as defaults and written with the answer's own in its
 * `writeHead`, where a header the answer names wins. Node's `setHeader` validated and stored
 * each one, and then turned `writeHead` into its merging slow path for every header the
 * adapter passes — the API's seven defaults cost a health check about 2 µs (issue 26).
 */
export class AnswerResponse extends ServerResponse {
  [DEFAULTS]: string[] | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: Node's overloads: (status, headers) or (status, message, headers)
  override writeHead(status: number, ...rest: any[]): this {
    const defaults = this[DEFAULTS];
    if (!defaults) return super.writeHead(status, ...rest);
    this[DEFAULTS] = undefined;
    const last = rest.length ? rest[rest.length - 1] : undefined;
    const named =
      last && typeof last === 'object' && !Array.isArray(last) ? (last as Record<string, unknown>) : undefined;
    if (last === undefined || typeof last === 'string' || named) {
      const keys = named ? Object.keys(named) : [];
      const merged: Record<string, unknown> = {};
      for (let i = 0; i < defaults.length; i += 2) {
        const name = defaults[i]!;
        if (!names(keys, name) && !this.hasHeader(name)) merged[name] = defaults[i + 1];
      }
      Object.assign(merged, named);
      return named ? super.writeHead(status, ...rest.slice(0, -1), merged) : super.writeHead(status, ...rest, merged);
    }
    // Raw header lists (not what the adapter sends): the defaults the slow way, still beneath them.
    for (let i = 0; i < defaults.length; i += 2)
      if (!this.hasHeader(defaults[i]!)) this.setHeader(defaults[i]!, defaults[i + 1]!);
    return super.writeHead(status, ...rest);
  }
}

/** Whether `keys` holds `name` in any case (an answer's headers may come lower-cased). */
function names(keys: readonly string[], name: string): boolean {
  for (const k of keys) if (k.length === name.length && k.toLowerCase() === name.toLowerCase()) return true;
  return false;
}

/** The server options that give every request an `AnswerResponse`. */
export const ANSWER_SERVER_OPTIONS = { ServerResponse: AnswerResponse as typeof ServerResponse };

/**
 * Headers every answer of a kind carries (request id, the API's security headers), set where
 * they cost least. Under @hono/node-server with `AnswerResponse` they are held on Node's
 * response and sent with whatever answer the app makes; a header the answer itself names wins:
 * a default. Setting them through Hono instead builds an undici `Headers` per request, and
 * headers added to a made answer turn it into an undici `Response`, which takes the adapter off
 * its light path (issue 16). Without Node's response (`app.request` in tests, or a server
 * without `AnswerResponse`), Hono's own `c.header`, before the route runs, gives the same answer.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (!outgoing) {
    c.header(name, value);
    return;
  }
  const held = outgoing[DEFAULTS];
  if (held) held.push(name, value);
  else outgoing[DEFAULTS] = [name, value];
}

function nodeResponse(c: Context): AnswerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse } | undefined;
  const outgoing = env?.outgoing;
  return outgoing instanceof AnswerResponse && !outgoing.headersSent ? outgoing : undefined;
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
