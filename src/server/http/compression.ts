import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { setAnswerHeader, setsOnNode } from './answerHeaders.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The best encoding `Accept-Encoding` allows (brotli first), or null. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const allowed = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

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
}

export const keepBody = (body: Buffer): KeptBody => ({ body, encoded: {} });

/** A kept body as this request accepts it: compressed once per encoding, then reused. */
export async function servedBody(
  kept: KeptBody,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
  const encoding = kept.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : null;
  if (!encoding) return { bytes: kept.body, encoding };
  kept.encoded[encoding] ??= compress(kept.body, encoding);
  return { bytes: await kept.encoded[encoding], encoding };
}

/** The size of a body given to c.body, or null when it is not known without reading it (a stream). */
function sizeOf(data: unknown): number | null {
  if (typeof data === 'string') return data.length < COMPRESS_MIN_BYTES ? Buffer.byteLength(data) : data.length;
  if (data instanceof Uint8Array || data instanceof ArrayBuffer) return data.byteLength;
  return null;
}

/** `Vary: Accept-Encoding` added once (a cached catalogue answer already says it). */
function varyOnEncoding(headers: Headers): void {
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
}

/**
 * API JSON compressed when the client accepts it; what is already encoded (cached reads)
 * passes. An answer made through this request's c.json or c.body (nearly all) is judged by
 * what it was given, so a small one (most) is left untouched: reading a body back builds an
 * undici Response, which takes @hono/node-server off its light path for a 40-byte body.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  const { body, json } = c;
  let made: Response | undefined;
  let data: unknown;
  c.body = ((d: unknown, ...rest: unknown[]) => {
    data = d;
    made = (body as (...a: unknown[]) => Response)(d, ...rest);
    return made;
  }) as typeof body;
  // Hono's own c.json: the text, then c.body with a JSON Content-Type.
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) =>
    c.body(JSON.stringify(object) as string, arg as never, {
      'Content-Type': 'application/json',
      ...headers,
    })) as unknown as typeof json;
  // Every JSON answer varies with it, compressed or not (a default: an answer naming Vary wins).
  setAnswerHeader(c, 'Vary', 'Accept-Encoding');
  await next();
  Object.assign(c, { body, json });
  const res = c.res;
  const size = res === made ? sizeOf(data) : null;
  if (size === null) return compressRead(c, res);
  // Made by this context and small (most answers): nothing to do, and its headers are not
  // touched, since reading them builds an undici Headers.
  if (size < COMPRESS_MIN_BYTES && setsOnNode(c)) return;
  // Made by this context: a fresh object, completed in place (c.header would rebuild it).
  if (res.headers.has('Content-Encoding')) return;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  varyOnEncoding(res.headers);
  if (size < COMPRESS_MIN_BYTES) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (encoding) await encodeAnswer(c, res, Buffer.from(data as string | Uint8Array), encoding);
});

/** Any other answer (a Response built by hand): its body read back, then judged. */
async function compressRead(c: Context<AppEnv>, res: Response): Promise<void> {
  if (res.headers.has('Content-Encoding') || !res.body) return;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  varyOnEncoding(res.headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers: new Headers(res.headers) });
    return;
  }
  await encodeAnswer(c, res, body, encoding);
}

async function encodeAnswer(c: Context<AppEnv>, res: Response, body: Buffer, encoding: Encoding): Promise<void> {
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  c.res = new Response(new Uint8Array(await compress(body, encoding)), { status: res.status, headers });
}
