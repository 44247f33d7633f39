import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors.ts';
import { checkJsonText } from './bodyText.ts';

const NUL_ESCAPE = /\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL: a NUL in a query string or a JSON body would reach the
 * database as an error (500). Refused up front as bad input.
 */
function rejectNulQuery(url: string): void {
  // The query as sent: a NUL can only arrive escaped (%00), and only an escape can be malformed.
  const q = url.indexOf('?');
  if (q === -1 || !url.includes('%', q)) return;
  const end = url.indexOf('#', q);
  let query: string;
  try {
    query = decodeURIComponent(url.slice(q, end === -1 ? undefined : end));
  } catch {
    throw new AppError('validation_failed');
  }
  if (query.includes('\0')) throw new AppError('validation_failed');
}

/** A written body, raw or as a JSON escape; and a JSON body too deep or with broken text (bodyText.ts). */
async function rejectNulBody(c: Context): Promise<void> {
  const body = await c.req.raw.clone().text();
  if (body.includes('\0') || NUL_ESCAPE.test(body)) throw new AppError('validation_failed');
  checkJsonText(body, c.req.header('content-type'));
}

export interface RejectNulOptions {
  /** A body of bytes, not text (an uploaded image), which may hold NUL: its query is still checked. */
  binaryBody?: (c: Context) => boolean;
}

/**
 * The NUL (and unstorable JSON) guard of every mount that reaches the database: `/api` (requestGuards.ts) and the
 * consoles' design API. Mount it after the body limit, so no more than the limit is read. A read
 * passes in one synchronous check: no promise, nothing allocated.
 */
export function rejectNul(opts: RejectNulOptions = {}): MiddlewareHandler {
  const { binaryBody } = opts;
  return (c, next) => {
    rejectNulQuery(c.req.url);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || binaryBody?.(c)) return next();
    return rejectNulBody(c).then(next);
  };
}
