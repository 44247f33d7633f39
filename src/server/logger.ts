import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Secrets and query parameters never reach the log: a driver error carries the SQL and
 * its parameters (token hashes, password hashes), and request objects carry Authorization.
 */
const REDACT = [
  'err.parameters',
  'err.params',
  'err.query',
  'err.cause.parameters',
  'err.cause.query',
  '*.authorization',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.tokenHash',
  '*.secret',
];

/**
 * Drizzle's query errors carry the SQL and its parameters in `message`, and so in `stack`
 * (which `redact` cannot reach): keep the driver's reason, its code and the frames only.
 */
export function withoutQuery(err: unknown): unknown {
  if (!(err instanceof Error) || !('query' in err && 'params' in err)) return err;
  const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
  const reason = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  const safe = new Error(`database query failed${reason}`);
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  safe.stack = [`Error: ${safe.message}`, ...frames].join('\n');
  if (typeof cause?.code === 'string') Object.assign(safe, { code: cause.code });
  return safe;
}

/** An error's message fit for a log or a stored `last_error`. */
export function safeMessage(err: unknown): string {
  const e = withoutQuery(err);
  return e instanceof Error ? e.message : String(e);
}

/**
 * JSON logs to stdout; one line per event. Written asynchronously (a write per line on a
 * loaded server cost more than its request's route), lines gathered while one write is under
 * way; pino flushes what is left synchronously on exit, so no line is cut or lost.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: (err: unknown) => pino.stdSerializers.err(withoutQuery(err) as Error) },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
