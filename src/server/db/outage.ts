import type { RequestLogger } from '../platform/logger.ts';

// Codes of a database that cannot be reached (node-postgres / PostgreSQL SQLSTATE): the
// request is not at fault and may succeed shortly, so it is a 503, not a 500.
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const SQLSTATE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const MESSAGE =
  /connection terminated|connection timeout|terminating connection|the database system is (starting|shutting) up|pglite is closed|client has encountered a connection error|cannot use a pool after calling end/i;

/** True when `err` (or its cause) says the database could not be reached. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK.has(code) || SQLSTATE.has(code))) return true;
    if (typeof message === 'string' && MESSAGE.test(message)) return true;
    const errors = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnreachable(x))) return true;
  }
  return false;
}

/**
 * One log line when an outage starts and one when it ends, with the number of requests it
 * refused — instead of a stack trace (with SQL) per request. A success ends the outage only
 * after `quietMs` without a refusal: many answers (health, cached catalogue reads) need no
 * database, and under load they interleave with the refusals of an outage still going on.
 */
export function createOutageLog(opts: { quietMs?: number; clock?: () => number } = {}) {
  const quietMs = opts.quietMs ?? 1_000;
  const clock = opts.clock ?? Date.now;
  let refused = 0;
  let since = 0;
  let last = 0;
  return {
    refused(log: RequestLogger, err: unknown): void {
      last = clock();
      if (refused++ === 0) {
        since = last;
        const code = (err as { code?: unknown }).code;
        log.warn({ code: typeof code === 'string' ? code : undefined }, 'database unreachable: answering 503');
      }
    },
    succeeded(log: RequestLogger): void {
      if (!refused || clock() - last < quietMs) return;
      log.warn({ refused, ms: last - since }, 'database reachable again');
      refused = 0;
    },
  };
}

export const outageLog = createOutageLog();
