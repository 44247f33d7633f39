import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context.ts';
import { memo } from './memo.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The best encoding `Accept-Encoding` allows (brotli first), or null. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  return accept ? encodingOf(accept) : null;
}

// Browsers send few distinct Accept-Encoding values: each is parsed once.
const encodingOf = memo((accept: string): Encoding | null => {
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const allowed = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
});

/** Off the event loop (zlib's thread pool); brotli at a level that is quick for dynamic bodies. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 6 });
}

/** A body a per-process cache keeps, with its compressed forms, each made on first ask. */
export interface KeptBody {
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed forms once made: served without waiting on a promise. */
  ready: Partial<Record<Encoding, Buffer>>;
}

export const keepBody = (body: Buffer): KeptBody => ({ body, encoded: {}, ready: {} });

/** A kept body as this request accepts it, when it needs no compressing now; else null. */
export function readyBody(
  kept: KeptBody,
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: Encoding | null } | null {
  const encoding = kept.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : null;
  if (!encoding) return { bytes: kept.body, encoding };
  const bytes = kept.ready[encoding];
  return bytes ? { bytes, encoding } : null;
}

/** A kept body as this request accepts it: compressed once per encoding, then reused. */
export async function servedBody(
  kept: KeptBody,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
  const ready = readyBody(kept, acceptEncoding);
  if (ready) return ready;
  const encoding = pickEncoding(acceptEncoding) as Encoding;
  kept.encoded[encoding] ??= compress(kept.body, encoding).then((bytes) => {
    kept.ready[encoding] = bytes;
    return bytes;
  });
  return { bytes: await kept.encoded[encoding], encoding };
}

/** `Vary: Accept-Encoding` added once (a cached catalogue answer already says it). */
function varyOnEncoding(headers: Headers): void {
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
}

/**
 * Noted on answers whose body this module need not read back: the text of each answer
 * jsonAnswer made (judged by it), or null for one served already encoded as it should be
 * (servedJson). A property of the answer rather than a WeakMap entry per request, which the
 * garbage collector has to walk as well.
 */
const JSON_TEXT = Symbol('jsonText');
type Noted = Response & { [JSON_TEXT]?: string | null };

/**
 * An API JSON answer (the success or the failure envelope), made as Hono's c.json makes it,
 * its text noted for compressAnswer. Nothing is wrapped per request: the front looks the
 * answer up afterwards.
 */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  const res = c.body(text, status, { 'Content-Type': 'application/json' });
  (res as Noted)[JSON_TEXT] = text;
  return res;
}

/**
 * A kept JSON answer served as it is (the caches send it encoded per the client, once per
 * encoding), noted so that compressAnswer passes it.
 */
export function servedJson(bytes: Uint8Array, headers: Record<string, string>): Response {
  // A Response of its own, not c.body: with several headers Hono would build an undici Headers,
  // while @hono/node-server writes a plain object as it is. The request's own headers (id,
  // language, security) reach it as every answer's do (apiFront.ts).
  const res = new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
  (res as Noted)[JSON_TEXT] = null;
  return res;
}

/**
 * After an API route: its JSON compressed when the client accepts it; what is already encoded
 * (cached reads) passes. An answer made by jsonAnswer (nearly all) is judged by its text, so a
 * small one (most) is left untouched, synchronously: reading a body back builds an undici
 * Response, and even reading its headers an undici Headers, which take @hono/node-server off
 * its light path. On Node's response `Vary: Accept-Encoding` is already a default (apiFront.ts);
 * in process it is added here, to JSON answers only. A promise only when there is work to wait for.
 */
export function compressAnswer(c: Context<AppEnv>, onNode: boolean): Promise<void> | undefined {
  const res = c.res;
  const text = (res as Noted)[JSON_TEXT];
  if (text === undefined) return compressRead(c, res);
  if (text === null) {
    if (!onNode && !res.headers.has('Content-Encoding')) varyOnEncoding(res.headers);
    return;
  }
  const size = text.length < COMPRESS_MIN_BYTES ? Buffer.byteLength(text) : text.length;
  if (size < COMPRESS_MIN_BYTES && onNode) return;
  // Made by this context: a fresh object, completed in place (c.header would rebuild it).
  if (res.headers.has('Content-Encoding')) return;
  varyOnEncoding(res.headers);
  if (size < COMPRESS_MIN_BYTES) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  return encoding ? encodeAnswer(c, res, Buffer.from(text), encoding) : undefined;
}

/** Any other answer (a Response built by hand): its body read back, then judged. */
function compressRead(c: Context<AppEnv>, res: Response): Promise<void> | undefined {
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  if (res.headers.has('Content-Encoding') || !res.body) return;
  varyOnEncoding(res.headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  return (async () => {
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers: new Headers(res.headers) });
      return;
    }
    await encodeAnswer(c, res, body, encoding);
  })();
}

async function encodeAnswer(c: Context<AppEnv>, res: Response, body: Buffer, encoding: Encoding): Promise<void> {
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  c.res = new Response(new Uint8Array(await compress(body, encoding)), { status: res.status, headers });
}
