import { type Client, typedClient, urlOf } from './client.ts';

/** A failed call: its HTTP status (0 when no answer came), the server's message and its whole answer. */
export class CallFailed extends Error {
  readonly status: number;
  /** The answer parsed as JSON (the envelope, with whatever it carries beside), or null. */
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'CallFailed';
    this.status = status;
    this.body = body;
  }
}

/** What a call over fetch may add to the route's inputs. */
export interface FetchExtras {
  /** A merchant's session, sent as a Bearer token. */
  token?: string;
  headers?: Record<string, string>;
  /** A multipart body instead of JSON (an image upload). */
  form?: FormData;
  /** The request outlives the page (the editor's last save as the tab closes). */
  keepalive?: boolean;
}

/** fetch's shape; the test app's `app.request` and a Playwright adapter have it too. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The typed client over fetch: the site designer in the browser (by its console cookie), and
 * the tests and the bench in Node (`base` is the server's origin). A call resolves to the
 * envelope's `data` (or a bare JSON answer), and anything else throws CallFailed.
 */
export function fetchClient(
  opts: { base?: string; fetch?: FetchLike; headers?: () => Record<string, string> } = {},
): Client<FetchExtras> {
  const base = opts.base ?? '';
  const send = opts.fetch ?? ((url, init) => fetch(url, init));
  return typedClient<FetchExtras>(async (call, extra) => {
    const headers: Record<string, string> = { ...opts.headers?.(), ...extra.headers };
    if (extra.token) headers['authorization'] = `Bearer ${extra.token}`;
    const init: RequestInit = { method: call.method, headers, credentials: 'same-origin' };
    if (extra.keepalive) init.keepalive = true;
    if (extra.form) init.body = extra.form;
    else if (call.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      init.body = JSON.stringify(call.body);
    }
    let res: Response;
    try {
      res = await send(base + urlOf(call), init);
    } catch (err) {
      throw new CallFailed(0, (err as Error).message, null);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* an answer that is not JSON: its status speaks */
    }
    const env =
      json && typeof json === 'object' && 'code' in json
        ? (json as { code: unknown; msg?: string; data?: unknown })
        : null;
    if (res.ok && (!env || env.code === 0)) return env ? env.data : json;
    throw new CallFailed(res.status, env?.msg || res.statusText || `HTTP ${res.status}`, json);
  });
}
