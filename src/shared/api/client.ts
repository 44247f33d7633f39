// The one way to call the API, typed from the route declarations (src/server/app.ts `ApiRoutes`).
// Only types cross over from the server: this module's run-time part is a few lines, so a
// browser bundle carries neither zod nor a declaration (README, account screen budgets).
import type { ApiRoutes } from '../../server/app.ts';

export type { ApiRoutes };
export type Method = 'get' | 'post' | 'put';

/** The declared paths that answer `M`: `api.get(path)` accepts exactly these. */
export type PathOf<M extends Method> = {
  [P in keyof ApiRoutes]: M extends keyof ApiRoutes[P] ? P : never;
}[keyof ApiRoutes];

type RouteAt<P, M> = P extends keyof ApiRoutes ? (M extends keyof ApiRoutes[P] ? ApiRoutes[P][M] : never) : never;
type Parts = { params: unknown; query: unknown; body: unknown; answer: unknown };

/** The `data` of a route's success envelope. */
export type AnswerOf<P extends keyof ApiRoutes, M extends Method> =
  RouteAt<P, M> extends Parts ? RouteAt<P, M>['answer'] : never;

/** What a route takes as its body (a test's fixture can be built as exactly that). */
export type BodyOf<P extends keyof ApiRoutes, M extends Method> =
  RouteAt<P, M> extends Parts ? RouteAt<P, M>['body'] : never;

/** A part the route declares is required unless each of its fields is optional; one it does not declare cannot be sent. */
type Part<K extends string, T> = [T] extends [never]
  ? { [k in K]?: never }
  : // biome-ignore lint/complexity/noBannedTypes: "every field optional" is exactly `{} extends T`.
    {} extends T
    ? { [k in K]?: T }
    : { [k in K]: T };
type Inputs<R> = R extends Parts
  ? Part<'params', R['params']> & Part<'query', R['query']> & Part<'body', R['body']>
  : never;

/** A call's options (the route's inputs and the transport's own `X`), optional when nothing in them is required. */
export type OptionsOf<P extends keyof ApiRoutes, M extends Method, X> = Inputs<RouteAt<P, M>> & X;
export type OptionsArg<P extends keyof ApiRoutes, M extends Method, X> =
  // biome-ignore lint/complexity/noBannedTypes: see Part.
  {} extends OptionsOf<P, M, X> ? [opts?: OptionsOf<P, M, X>] : [opts: OptionsOf<P, M, X>];

export interface Client<X> {
  get<P extends PathOf<'get'>>(path: P, ...opts: OptionsArg<P, 'get', X>): Promise<AnswerOf<P, 'get'>>;
  post<P extends PathOf<'post'>>(path: P, ...opts: OptionsArg<P, 'post', X>): Promise<AnswerOf<P, 'post'>>;
  put<P extends PathOf<'put'>>(path: P, ...opts: OptionsArg<P, 'put', X>): Promise<AnswerOf<P, 'put'>>;
}

/** One request as a transport sends it: the path filled in, the query as strings. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  /** The path with its `{name}` parameters filled in, without the query. */
  path: string;
  /** The declared path (`/api/pay/notify/{provider}`), for a transport's own rules. */
  route: string;
  query: Record<string, string>;
  body: unknown;
}

/** What a transport does with a call: resolve to the envelope's `data`, or throw. */
export type Send<X> = (call: Call, extra: X) => Promise<unknown>;

/**
 * A client over a transport (ofetch in the browser, fetch or the app itself in Node): paths,
 * inputs and answers checked by the compiler; `X` is what the transport takes besides (headers,
 * a token, whether a failure shows a toast).
 */
export function typedClient<X extends object = Record<never, never>>(send: Send<X>): Client<X> {
  const method =
    (m: Call['method']) =>
    (route: string, opts: { params?: object; query?: object; body?: unknown } = {}) => {
      const { params, query, body, ...extra } = opts;
      return send({ method: m, path: fillPath(route, params), route, query: queryOf(query), body }, extra as X);
    };
  return { get: method('GET'), post: method('POST'), put: method('PUT') } as unknown as Client<X>;
}

/** `/a/{id}/b` with `{ id: 7 }` is `/a/7/b`; a parameter left out is a mistake, not an empty segment. */
export function fillPath(route: string, params: object = {}): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = (params as Record<string, unknown>)[name];
    if (v === undefined || v === null || v === '') throw new Error(`${route}: parameter ${name} is missing`);
    return encodeURIComponent(String(v));
  });
}

/** A query's values as strings; absent and empty ones are left out (the server's defaults apply). */
export function queryOf(query: object = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** `path?query` for transports that take one URL. */
export function urlOf(call: Pick<Call, 'path' | 'query'>): string {
  const q = new URLSearchParams(call.query).toString();
  return q ? `${call.path}?${q}` : call.path;
}
