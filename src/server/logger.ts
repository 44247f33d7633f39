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

/** JSON logs to stdout; one line per event. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: '[redacted]' },
  });
}
