import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import type { AppEnv } from './context.ts';

const NUL_ESCAPE = /\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL: a NUL in a query string or a JSON body would
 * reach the database as an error (500). Refuse it up front as bad input.
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  // The query as sent: a NUL can only arrive escaped (%00), and only an escape can be malformed.
  const url = c.req.url;
  const q = url.indexOf('?');
  const end = q === -1 ? -1 : url.indexOf('#', q);
  const search = q === -1 ? '' : url.slice(q, end === -1 ? undefined : end);
  if (search.includes('%')) {
    let query: string;
    try {
      query = decodeURIComponent(search);
    } catch {
      throw new AppError('validation_failed');
    }
    if (query.includes('\0')) throw new AppError('validation_failed');
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const body = await c.req.raw.clone().text();
    if (body.includes('\0') || NUL_ESCAPE.test(body)) throw new AppError('validation_failed');
  }
  await next();
});
