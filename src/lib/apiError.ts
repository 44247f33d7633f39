import {
  errorStatus,
  isErrorCode,
  type ApiErrorCode,
  type ClientErrorCode,
  type ErrorCode,
  type Issue,
} from '~/shared/errors';
import type { MessageKey, Translate } from '~/shared/messageKey';

/** A failed call: the machine code (never flattened into text), the HTTP status, the server's words. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer came. For logs: branch on `code`. */
  readonly status: number;
  /** The server's message, already in the reader's language; '' when it sent none. */
  readonly serverMessage: string;
  readonly issues: Issue[];
  /** Seconds the server asked to wait (a 429's Retry-After); 0 when it named none. */
  readonly retryAfter: number;
  constructor(
    code: ApiErrorCode,
    opts: { status?: number; serverMessage?: string; issues?: Issue[]; message?: string; retryAfter?: number } = {},
  ) {
    super(opts.message || opts.serverMessage || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = opts.status ?? 0;
    this.serverMessage = opts.serverMessage ?? '';
    this.issues = opts.issues ?? [];
    this.retryAfter = opts.retryAfter ?? 0;
  }
}

const clientKeys: Record<ClientErrorCode, MessageKey> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  failed: 'errors.requestFailed',
  no_token: 'auth.noToken',
};

/** The one code → i18n key map of the browser (server codes use the server's `errors.<code>`). */
export function errorKey(code: ApiErrorCode): MessageKey {
  return isErrorCode(code) ? `errors.${code}` : clientKeys[code];
}

/**
 * The code of an answer: the envelope's `error` when it is one we know, else the status's
 * (an answer that is not ours, e.g. a proxy's 502 page, carries no code).
 */
export function codeOf(status: number, error: unknown): ApiErrorCode {
  if (isErrorCode(error)) return error;
  if (status >= 500) return 'internal';
  const byStatus = Object.entries(errorStatus).find(([, s]) => s === status);
  return byStatus ? (byStatus[0] as ErrorCode) : 'failed';
}

/**
 * What a screen tells the visitor about a failure: the server's own message when it sent one;
 * for a missing connection, timeout or token, that; otherwise the screen's fallback
 * ("Login failed", "Load failed") or, without one, the code's text.
 */
export function errorMessage(err: unknown, t: Translate, fallbackKey?: MessageKey): string {
  if (!(err instanceof ApiError)) return t(fallbackKey ?? 'errors.requestFailed');
  if (err.serverMessage) return err.serverMessage;
  const specific = err.code === 'network' || err.code === 'timeout' || err.code === 'no_token';
  return t(specific || !fallbackKey ? errorKey(err.code) : fallbackKey);
}

/** The session is gone: the codes that end it (spec §8: 401 or 403). */
export function endsSession(err: ApiError): boolean {
  return err.code === 'unauthorized' || err.code === 'forbidden';
}
