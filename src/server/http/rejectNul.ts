import type { Context } from 'hono';
import { AppError } from '../../shared/errors.ts';

const NUL_ESCAPE = /\\u0000/i;

/**
 * PostgreSQL text cannot hold NUL: a NUL in a query string or a JSON body would reach the
 * database as an error (500). Refused up front as bad input (requestGuards.ts runs both).
 */
export function rejectNulQuery(url: string): void {
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

/** A written body, raw or as a JSON escape. */
export async function rejectNulBody(c: Context): Promise<void> {
  const body = await c.req.raw.clone().text();
  if (body.includes('\0') || NUL_ESCAPE.test(body)) throw new AppError('validation_failed');
}
