import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { Envelope } from '~/shared/types';
import { clearSession, leaveGuardedPage, $token } from '~/stores/session';
import { loadClientStrings, pageLocale } from './clientStrings';
import { toast } from './toast';

export const REQUEST_TIMEOUT_MS = 30_000;

/** An API failure carrying the server's machine code and localized message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: { path: string; message: string }[];
  constructor(message: string, status: number, code: string, issues: { path: string; message: string }[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** Spec §7: success is code 0, or success true, or a 2xx status. */
export function isSuccess(status: number, body: unknown): boolean {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; success?: unknown };
    if (b.code !== undefined) return b.code === 0;
    if (b.success !== undefined) return b.success === true;
  }
  return status >= 200 && status < 300;
}

async function localMessage(key: string, fallback: string): Promise<string> {
  try {
    return (await loadClientStrings())[key] ?? fallback;
  } catch {
    return fallback;
  }
}

const client = ofetch.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const token = $token.get();
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', pageLocale());
    options.headers = headers;
  },
});

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Show the server's message as a toast on failure (default true). */
  toastError?: boolean;
  /** Show the server's message as a toast on success (default false). */
  toastSuccess?: boolean;
}

/**
 * Calls the API and unwraps the envelope. Failures throw ApiError with a
 * localized message; 401/403 also end the session and leave guarded pages.
 */
export async function api<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const { toastError = true, toastSuccess = false } = opts;
  const query = opts.query
    ? Object.fromEntries(Object.entries(opts.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined;
  const request: FetchOptions<'json'> = { method: opts.method ?? 'GET', responseType: 'json' };
  if (query) request.query = query;
  if (opts.body !== undefined) request.body = opts.body as Record<string, unknown>;
  if (opts.headers) request.headers = opts.headers;
  try {
    const res = await client.raw<Envelope<T>>(path, request);
    const body = res._data;
    if (!isSuccess(res.status, body)) {
      throw new ApiError(
        body?.msg || (await localMessage('errors.operationFailed', 'Operation failed')),
        res.status,
        body?.error ?? 'failed',
      );
    }
    if (toastSuccess && body?.msg) toast(body.msg, 'success');
    return (body?.data ?? (null as T)) as T;
  } catch (err) {
    const error = await toApiError(err);
    // A failed login is a 401 too, but there is no session to end then.
    if ((error.status === 401 || error.status === 403) && !path.startsWith('/login/')) {
      clearSession({ logoutEvent: true });
      leaveGuardedPage();
    }
    if (toastError) toast(error.message, 'error');
    throw error;
  }
}

async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof ApiError) return err;
  if (err instanceof FetchError) {
    const body = err.data as Partial<Envelope<unknown>> | undefined;
    const status = err.response?.status ?? 0;
    if (!err.response) {
      const timedOut = err.name === 'TimeoutError' || /timeout|aborted/i.test(err.message);
      const key = timedOut ? 'errors.timeout' : 'errors.network';
      return new ApiError(
        await localMessage(key, 'Network error, please check your network connection'),
        0,
        timedOut ? 'timeout' : 'network',
      );
    }
    const fallback = await localMessage(statusKey(status), 'Request failed');
    return new ApiError(body?.msg || fallback, status, body?.error ?? 'failed', body?.issues ?? []);
  }
  return new ApiError(await localMessage('errors.requestFailed', 'Request failed'), 0, 'failed');
}

function statusKey(status: number): string {
  if (status === 400) return 'errors.validation_failed';
  if (status === 401) return 'errors.unauthorized';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.not_found';
  if (status === 429) return 'errors.rate_limited';
  if (status >= 500) return 'errors.internal';
  return 'errors.requestFailed';
}
