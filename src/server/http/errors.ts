import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, type ErrorCode, statusOf } from '../../shared/errors.ts';
import type { AppEnv } from './context.ts';
import { serverT } from '../platform/i18n.ts';
import { jsonAnswer } from './compression.ts';
import { isDatabaseUnreachable, outageLog } from '../db/outage.ts';

/** Turns any thrown value into the failure envelope; internals never reach the client. */
export function errorResponse(err: unknown, c: Context<AppEnv>) {
  const t = c.get('t') ?? serverT('en');
  const unreachable = isDatabaseUnreachable(err);
  const appError = unreachable ? new AppError('unavailable', { headers: { 'Retry-After': '5' } }) : toAppError(err);
  if (unreachable) outageLog.refused(c.get('log') ?? (console as never), err);
  else if (appError.code === 'internal') {
    (c.get('log') ?? console).error({ err, requestId: c.get('requestId') }, 'unhandled error');
  }
  for (const [k, v] of Object.entries(appError.headers)) c.header(k, v);
  const body: Record<string, unknown> = {
    code: 1,
    msg: t(appError.messageKey, appError.vars),
    error: appError.code === 'malformed_json' ? 'validation_failed' : appError.code,
    data: null,
  };
  if (appError.issues.length) {
    // Every issue is a key until here: translated once, in the request's language.
    body['issues'] = appError.issues.map((i) => ({ path: i.path, message: t(i.key, i.vars) }));
  }
  return jsonAnswer(c, body, statusOf(appError.code) as 400);
}

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const byStatus: Partial<Record<number, ErrorCode>> = {
      400: /json/i.test(err.message) ? 'malformed_json' : 'validation_failed',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      405: 'method_not_allowed',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
      429: 'rate_limited',
    };
    return new AppError(byStatus[err.status] ?? (err.status >= 500 ? 'internal' : 'validation_failed'));
  }
  // Body parsers throw SyntaxError on broken JSON.
  if (err instanceof SyntaxError) return new AppError('malformed_json');
  return new AppError('internal');
}
