import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import type { AppEnv } from './context.ts';

const NUL_ESCAPE = /\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL: a NUL in a query string or a JSON body would
 * reach the database as an error (500). Refuse it up front as bad input.
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  let query = '';
  try {
    query = decodeURIComponent(new URL(c.req.url).search);
  } catch {
    throw new AppError('validation_failed');
  }
  if (query.includes('\0')) throw new AppError('validation_failed');
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const body = await c.req.raw.clone().text();
    if (body.includes('\0') || NUL_ESCAPE.test(body)) throw new AppError('validation_failed');
  }
  await next();
});
