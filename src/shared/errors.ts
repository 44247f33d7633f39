import type { MessageKey } from './messageKey.ts';
import type { Vars } from './translate.ts';

/** Machine error codes of api.md, with their HTTP status. One union for server and client. */
export const errorStatus = {
  validation_failed: 400,
  malformed_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_transition: 409,
  /** Something being prepared (an invoice's PDF): ask again after Retry-After. */
  not_ready: 409,
  payload_too_large: 413,
  signature_invalid: 400,
  insufficient_balance: 409,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

/**
 * Codes only the site designer's routes answer with. Apart from `errorStatus` so that the
 * storefront's first screens (whose error handling reads that table) do not carry them: the
 * designer shows the server's own message and the answer's details.
 */
export const designErrorStatus = {
  /** A site's design lacks what its market requires (src/shared/compliance): the answer lists it. */
  compliance_missing: 422,
} as const;

export type ErrorCode = keyof typeof errorStatus | keyof typeof designErrorStatus;

/** Every server code with its status (the server's error handler, the envelope schema). */
export const statusOf = (code: ErrorCode): number =>
  (errorStatus as Record<string, number>)[code] ?? designErrorStatus[code as keyof typeof designErrorStatus];

/** True when a string from the wire is one of the storefront's codes (designErrorStatus aside). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

// ---- Client-only codes: failures the browser sees that no server sends. ----

/**
 * `network` no answer, `timeout` no answer in time, `failed` an answer without a known code,
 * `no_token` a login or registration success without a token (spec §8).
 */
export const clientErrorCodes = ['network', 'timeout', 'failed', 'no_token'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** What `ApiError.code` holds in the browser: a server code or a client-only one. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A field's problem as the API answers it: the message in the reader's language. */
export interface Issue {
  path: string;
  message: string;
}

/** A field's problem as the server raises it: a key of en.json, translated once, by the error handler. */
export interface IssueKey {
  path: string;
  key: MessageKey;
  vars?: Vars;
}

/**
 * A failure a service means to report. `messageKey` names an i18n key (default
 * `errors.<code>`); the error handler translates it into the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly vars: Record<string, string | number>;
  readonly issues: IssueKey[];
  readonly headers: Record<string, string>;
  constructor(
    code: ErrorCode,
    opts: {
      key?: MessageKey;
      vars?: Record<string, string | number>;
      issues?: IssueKey[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(opts.key ?? `errors.${code}`);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = opts.key ?? `errors.${code}`;
    this.vars = opts.vars ?? {};
    this.issues = opts.issues ?? [];
    this.headers = opts.headers ?? {};
  }
  get status(): number {
    return statusOf(this.code);
  }
}
