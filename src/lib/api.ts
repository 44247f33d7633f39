import { FetchError, ofetch } from 'ofetch';
import type { AnswerOf, Call, Client, OptionsArg, PathOf } from '~/shared/api/client';
import { typedClient } from '~/shared/api/client';
import type { ApiErrorCode } from '~/shared/errors';
import type { Envelope } from '~/shared/types';
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

/** What a browser call takes besides the route's own inputs. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Show the failure as a toast (default true). */
  toastError?: boolean;
  /** Show the server's message as a toast on success (default false). */
  toastSuccess?: boolean;
}

/** A reply envelope with whatever else the server put beside `data` (login: `token`, `userInfo`). */
export type Reply<T> = Envelope<T> & Record<string, unknown>;

/** The session as the client needs it; the session store provides it (src/stores/api.ts). */
export interface ApiSession {
  token(): string | null;
  /** The server no longer accepts the token (a 401 or 403 outside the login calls). */
  rejected(): void;
}

/** The browser's client: typed paths over ofetch, and `reply` for a POST whose whole envelope matters. */
export interface BrowserApi extends Client<CallOptions> {
  /** The whole reply of a POST: login and register may carry the token beside `data` (spec §7). */
  reply<P extends PathOf<'post'>>(
    path: P,
    ...opts: OptionsArg<P, 'post', CallOptions>
  ): Promise<Reply<AnswerOf<P, 'post'>>>;
}

/**
 * The API as the browser calls it. Failures throw ApiError with the machine code; 401/403
 * (`unauthorized`/`forbidden`) also end the session — except on the login calls, where a 401
 * is a wrong password, not a lost session.
 */
export function createApi(session: ApiSession): BrowserApi {
  const reply = typedClient<CallOptions>((call, opts) => exchange(call, opts, session));
  const data = typedClient<CallOptions>(async (call, opts) => (await exchange(call, opts, session)).data ?? null);
  return { ...data, reply: reply.post as BrowserApi['reply'] };
}

/** One call and its whole reply; a failure is an ApiError whose message is readable, shown unless asked not to. */
async function exchange(call: Call, opts: CallOptions, session: ApiSession): Promise<Reply<unknown>> {
  const { toastError = true, toastSuccess = false } = opts;
  try {
    const { status, body } = await send(call, opts, session.token());
    if (!isSuccess(status, body)) {
      throw new ApiError(codeOf(status, body?.error), failure(status, body));
    }
    if (toastSuccess && body?.msg) toast(body.msg, 'success');
    return body ?? { code: 0, msg: '', data: null };
  } catch (err) {
    const error = await toApiError(err);
    if (endsSession(error) && !call.route.startsWith('/api/login/')) session.rejected();
    if (toastError) toast(error.message, 'error');
    throw error;
  }
}

/**
 * The API through ofetch: JSON both ways; no retries (a failure is shown, not repeated behind the
 * caller's back); every answer comes back, whatever its status, for the envelope to judge.
 */
const client = ofetch.create({ retry: 0, ignoreResponseError: true, timeout: REQUEST_TIMEOUT_MS });

/**
 * One HTTP exchange with the API. Adds the stored token — unless the caller names its own, as
 * when revoking the token a registration returned — and the page's language; gives up after
 * REQUEST_TIMEOUT_MS.
 */
async function send(
  call: Call,
  opts: CallOptions,
  token: string | null,
): Promise<{ status: number; body: Reply<unknown> | undefined }> {
  const headers = new Headers(opts.headers);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept', 'application/json');
  headers.set('accept-language', pageLocale());
  const res = await client.raw<Reply<unknown>>(call.path, {
    method: call.method,
    headers,
    query: call.query,
    // An object goes as JSON, with its content type (ofetch).
    ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
    responseType: 'json',
  });
  // Not ours (a proxy's error page parses to text, not an envelope): the status alone speaks.
  const body = res._data && typeof res._data === 'object' ? res._data : undefined;
  if (!res.ok) {
    throw new ApiError(codeOf(res.status, body?.error), {
      ...failure(res.status, body),
      retryAfter: retryAfterSeconds(res.headers.get('retry-after')),
    });
  }
  return { status: res.status, body };
}

const failure = (status: number, body: Partial<Envelope<unknown>> | undefined) => ({
  status,
  serverMessage: body?.msg ?? '',
  issues: body?.issues ?? [],
});

/** Retry-After in seconds (the API sends delta-seconds; a date or nonsense counts as none). */
function retryAfterSeconds(value: string | null): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0;
}

/** Any failure as an ApiError whose message is readable: the server's words or the code's text. */
async function toApiError(err: unknown): Promise<ApiError> {
  let code: ApiErrorCode = 'failed';
  let status = 0;
  let serverMessage = '';
  let issues: ApiError['issues'] = [];
  let retryAfter = 0;
  if (err instanceof ApiError) ({ code, status, serverMessage, issues, retryAfter } = err);
  // No answer came: ofetch's own timeout, or fetch's TypeError (offline, refused, CORS).
  else if (err instanceof FetchError)
    code = err.cause instanceof Error && err.cause.name === 'TimeoutError' ? 'timeout' : 'network';
  const message = serverMessage || (await localMessage(errorKey(code)));
  return new ApiError(code, { status, serverMessage, issues, message, retryAfter });
}

/** The text of a key in the page's language; English words when the catalog cannot load. */
async function localMessage(key: string): Promise<string> {
  try {
    return (await loadClientStrings())[key] ?? 'Request failed';
  } catch {
    return 'Request failed';
  }
}
