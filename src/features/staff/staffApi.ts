import type { AnswerOf, Call, Client, OptionsArg, PathOf } from '~/shared/api/client';
import type { Envelope } from '~/shared/types';
import { ApiError, codeOf, FetchError, ofetch, pageLocale, typedClient } from '~/stores/api';

/**
 * The staff console's calls: the one typed client (paths, inputs and answers from the route
 * declarations) over ofetch. The staff session is an HttpOnly cookie of the API's own origin:
 * nothing is stored here and no token is sent. Failures throw ApiError (the server's `msg`
 * is already in the page's language, which every call names in Accept-Language); a 401 outside
 * the sign-in calls means the session has ended, and whoever registered with `onSessionEnded`
 * (the session store) hears of it. A 403 is a role's limit, not the end of a session.
 */
export const STAFF_TIMEOUT_MS = 30_000;

export interface StaffCallOpts {
  /** A 401 here is a wrong answer, not a lost session (the sign-in steps, the session check). */
  signingIn?: boolean;
}

export interface StaffApi extends Client<StaffCallOpts> {
  /** A POST's whole envelope: its `msg` is what a screen says after it ("Resolved."). */
  reply<P extends PathOf<'post'>>(
    path: P,
    ...opts: OptionsArg<P, 'post', StaffCallOpts>
  ): Promise<Envelope<AnswerOf<P, 'post'>>>;
}

let sessionEnded: (message: string) => void = () => undefined;

/** Who hears that a call found the staff session gone (its message, in the page's language). */
export function onSessionEnded(listener: (message: string) => void): void {
  sessionEnded = listener;
}

const client = ofetch.create({
  retry: 0,
  ignoreResponseError: true,
  timeout: STAFF_TIMEOUT_MS,
  credentials: 'same-origin',
});

/** One exchange; resolves with the success envelope, or throws ApiError. */
async function exchange(call: Call, opts: StaffCallOpts): Promise<Envelope<unknown>> {
  let res: Awaited<ReturnType<typeof client.raw<Envelope<unknown>>>>;
  try {
    res = await client.raw<Envelope<unknown>>(call.path, {
      method: call.method,
      headers: { accept: 'application/json', 'accept-language': pageLocale() },
      query: call.query,
      ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
      responseType: 'json',
    });
  } catch (err) {
    const timeout = err instanceof FetchError && err.cause instanceof Error && err.cause.name === 'TimeoutError';
    throw new ApiError(timeout ? 'timeout' : 'network');
  }
  const body = res._data && typeof res._data === 'object' ? res._data : undefined;
  if (res.ok && body && body.code === 0) return body;
  const error = new ApiError(codeOf(res.status, body?.error), {
    status: res.status,
    serverMessage: body?.msg ?? '',
    issues: body?.issues ?? [],
  });
  if (res.status === 401 && !opts.signingIn) sessionEnded(error.serverMessage);
  throw error;
}

const data = typedClient<StaffCallOpts>(async (call, opts) => (await exchange(call, opts)).data ?? null);
const reply = typedClient<StaffCallOpts>((call, opts) => exchange(call, opts));

export const staffApi: StaffApi = { ...data, reply: reply.post as StaffApi['reply'] };
