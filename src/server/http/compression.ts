import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

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

/** API JSON compressed when the client accepts it; what is already encoded (cached catalogue) passes. */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (res.headers.has('Content-Encoding') || !res.body) return;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  c.res = new Response(new Uint8Array(await compress(body, encoding)), { status: res.status, headers });
});
