import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import type { AppEnv } from './context.ts';

const NUL_ESCAPE = /\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL: a NUL in a query string or a JSON body would
 * reach the database as an error (500). Refuse it up front as bad input.
 */
export const rejectNul = createMiddleware<AppEnv>((c, next) => {
  // The query as sent: a NUL can only arrive escaped (%00), and only an escape can be malformed.
  const url = c.req.url;
  const q = url.indexOf('?');
  if (q !== -1 && url.includes('%', q)) {
    const end = url.indexOf('#', q);
    let query: string;
    try {
      query = decodeURIComponent(url.slice(q, end === -1 ? undefined : end));
    } catch {
      throw new AppError('validation_failed');
    }
    if (query.includes('\0')) throw new AppError('validation_failed');
  }
  // Most requests (reads) have no body and need no promise of their own.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return c.req.raw
    .clone()
    .text()
    .then((body) => {
      if (body.includes('\0') || NUL_ESCAPE.test(body)) throw new AppError('validation_failed');
      return next();
    });
});
