import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { ApiErrorCode } from '~/shared/errors';
import type { Envelope } from '~/shared/types';
import { $token, endSession } from '~/stores/session';
import { ApiError, codeOf, endsSession, errorKey } from './apiError';
import { loadClientStrings, pageLocale } from './clientStrings';
import { toast } from './toast';

export { ApiError } from './apiError';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Spec §7: success is code 0, or success true, or a 2xx status. */
export function isSuccess(status: number, body: unknown): boolean {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; success?: unknown };
    if (b.code !== undefined) return b.code === 0;
    if (b.success !== undefined) return b.success === true;
  }
  return status >= 200 && status < 300;
}

const client = ofetch.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const token = $token.get();
    // A caller may name its own token (revoking the one a registration returned).
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', pageLocale());
    options.headers = headers;
  },
});

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Show the failure as a toast (default true). */
  toastError?: boolean;
  /** Show the server's message as a toast on success (default false). */
  toastSuccess?: boolean;
}

/** A reply envelope with whatever else the server put beside `data` (login: `token`, `userInfo`). */
export type Reply<T> = Envelope<T> & Record<string, unknown>;

/**
 * Calls the API and returns the whole reply. Failures throw ApiError with the machine
 * code; 401/403 (`unauthorized`/`forbidden`) also end the session — except on the
 * login calls, where a 401 is a wrong password, not a lost session.
 */
export async function apiReply<T>(path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const { toastError = true, toastSuccess = false } = opts;
  const query = opts.query
    ? Object.fromEntries(Object.entries(opts.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined;
  const request: FetchOptions<'json'> = { method: opts.method ?? 'GET', responseType: 'json' };
  if (query) request.query = query;
  if (opts.body !== undefined) request.body = opts.body as Record<string, unknown>;
  if (opts.headers) request.headers = opts.headers;
  try {
    const res = await client.raw<Reply<T>>(path, request);
    const body = res._data;
    if (!isSuccess(res.status, body)) {
      throw new ApiError(codeOf(res.status, body?.error), {
        status: res.status,
        serverMessage: body?.msg ?? '',
        issues: body?.issues ?? [],
      });
    }
    if (toastSuccess && body?.msg) toast(body.msg, 'success');
    return body ?? ({ code: 0, msg: '', data: null } as Reply<T>);
  } catch (err) {
    const error = await toApiError(err);
    if (endsSession(error) && !path.startsWith('/login/')) endSession();
    if (toastError) toast(error.message, 'error');
    throw error;
  }
}

/** Calls the API and returns the reply's `data`. */
export async function api<T>(path: string, opts: CallOptions = {}): Promise<T> {
  return ((await apiReply<T>(path, opts)).data ?? null) as T;
}

/** Any failure as an ApiError whose message is readable: the server's words or the code's text. */
async function toApiError(err: unknown): Promise<ApiError> {
  let code: ApiErrorCode = 'failed';
  let status = 0;
  let body: Partial<Envelope<unknown>> | undefined;
  if (err instanceof ApiError) ({ code, status } = err);
  else if (err instanceof FetchError && err.response) {
    status = err.response.status;
    body = err.data as Partial<Envelope<unknown>> | undefined;
    code = codeOf(status, body?.error);
  } else if (err instanceof FetchError) {
    code = err.name === 'TimeoutError' || /timeout|aborted/i.test(err.message) ? 'timeout' : 'network';
  }
  const serverMessage = (err instanceof ApiError ? err.serverMessage : body?.msg) ?? '';
  const issues = (err instanceof ApiError ? err.issues : body?.issues) ?? [];
  const message = serverMessage || (await localMessage(errorKey(code)));
  return new ApiError(code, { status, serverMessage, issues, message });
}

/** The text of a key in the page's language; English words when the catalog cannot load. */
async function localMessage(key: string): Promise<string> {
  try {
    return (await loadClientStrings())[key] ?? 'Request failed';
  } catch {
    return 'Request failed';
  }
}
