import pino from 'pino';
import { LineWriter } from './lineWriter.ts';

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

/** pino's ISO time, made once per millisecond (a loaded server logs many lines in one). */
let lastMs = 0;
let lastTime = '';
function isoTime(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return lastTime;
}

/**
 * JSON logs to stdout; one line per event. Written asynchronously, the lines of a turn of the
 * event loop in one write (lineWriter.ts: a write per line on a loaded server cost more than its
 * request's route); what is left is written synchronously on exit, so no line is cut or lost.
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = new LineWriter(1),
  /** Which process wrote the line: `api` (requests) or `worker` (its own process, worker/child.ts). */
  service: 'api' | 'worker' = 'api',
): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: (err: unknown) => pino.stdSerializers.err(withoutQuery(err) as Error) },
    },
    destination,
  );
}

const { chindingsSym, lsCacheSym, streamSym } = pino.symbols;
const INFO = 30;

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * The line of every API request, exactly as `log.child({ requestId }).info({ method, path,
 * status, ms }, 'request')` writes it (tests/unit/logger.test.ts compares them), made directly:
 * its fields are known and hold no secret, and pino's general path (a child, redaction) cost
 * a health check more than its route.
 */
export function logRequest(log: Logger, line: RequestLine): void {
  if (!log.isLevelEnabled('info')) return;
  const l = log as unknown as Record<symbol, unknown>;
  const head = (l[lsCacheSym] as Record<number, string>)[INFO];
  (l[streamSym] as pino.DestinationStream).write(
    `${head}${isoTime()}${l[chindingsSym] as string},"requestId":${jsonString(line.requestId)},` +
      `"method":${jsonString(line.method)},"path":${jsonString(line.path)},` +
      `"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}

/** Printable ASCII without `"` or `\`: written as it is (ids, methods and most paths), else JSON.stringify. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const jsonString = (s: string) => (PLAIN.test(s) ? `"${s}"` : JSON.stringify(s));

type LogFn = (obj: unknown, msg?: string, ...args: unknown[]) => void;

/** What a request's code logs through (`c.get('log')`). */
export type RequestLogger = Pick<Logger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

/**
 * A request's logger, bound to its id: the pino child is made on the first line the request
 * logs. Most requests log only the request line (logRequest), and a child per request — its
 * bindings serialized, redaction prepared — cost more than a health check's route.
 */
export class LazyRequestLogger implements RequestLogger {
  #child: Logger | undefined;
  readonly #log: Logger;
  readonly #requestId: string;
  constructor(log: Logger, requestId: string) {
    this.#log = log;
    this.#requestId = requestId;
  }
  get #it(): Logger {
    this.#child ??= this.#log.child({ requestId: this.#requestId });
    return this.#child;
  }
  trace(...args: Parameters<LogFn>): void {
    this.#it.trace(...args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#it.debug(...args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#it.info(...args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#it.warn(...args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#it.error(...args);
  }
  fatal(...args: Parameters<LogFn>): void {
    this.#it.fatal(...args);
  }
}
