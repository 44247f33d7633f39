import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs to stdout; one line per event. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
