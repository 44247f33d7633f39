import type { Context, MiddlewareHandler, Next } from 'hono';
import { AppError } from '../../shared/errors.ts';
import { outageLog } from '../db/outage.ts';
import { API_HEADERS, cameOverTls, withHsts } from '../edge/rules.ts';
import { logRequest } from '../platform/logger.ts';
import { requestHeader, setAnswerHeader, setsOnNode } from './answerHeaders.ts';
import { compressAnswer } from './compression.ts';
import type { AppEnv, Deps } from './context.ts';
import { errorResponse } from './errors.ts';
import { requestEntry } from './requestContext.ts';
import { requestGuards } from './requestGuards.ts';

type Step = MiddlewareHandler<AppEnv>;

/** API answers are data, never documents: the headers of edge/rules.ts, HSTS when over TLS. */
const API_SECURITY_HEADERS = {
  plain: Object.entries(withHsts(API_HEADERS, false)),
  tls: Object.entries(withHsts(API_HEADERS, true)),
};

/** What every API request pays, whatever route answers it (or none). */
export interface ApiFront {
  /** The first step of every API route (http/openapi.ts folds it into the route's one handler). */
  route: Step;
  /** An /api path no route serves: 405 for a known path's other method, else 404. */
  unmatched: (c: Context<AppEnv>, before: (c: Context<AppEnv>) => void | Promise<void>) => Response | Promise<Response>;
  /** The app's router table, for the 405s of `unmatched` (read on its first request). */
  knowRoutes: (routes: () => readonly RouterEntry[]) => void;
}

const fronts = new WeakMap<object, ApiFront>();

/**
 * The API's front, one per app (its deps): the request's context, the answer's default headers,
 * the input guards, then the route; after it, compression, and the request's log line. Written
 * so that a route which answers synchronously (a health check) is answered synchronously.
 */
export function apiFront(deps: Pick<Deps, 'env' | 'log' | 'db' | 'listen'>): ApiFront {
  const known = fronts.get(deps);
  if (known) return known;
  const enter = requestEntry(deps);
  // A matched route's method is its own: the 405 check is for paths no route took.
  const guards = requestGuards(deps, () => []);
  let routes: () => readonly RouterEntry[] = () => [];
  const methods = requestGuards(deps, () => routes());
  const around = (c: Context<AppEnv>, guard: Step, next: Next) => {
    const started = performance.now();
    enter(c);
    const onNode = defaults(c, deps.env.TRUST_PROXY);
    let answer: unknown;
    try {
      answer = guard(c, next);
    } catch (err) {
      answer = refused(c, err);
    }
    const done = () => finish(c, deps, onNode, started);
    const failed = (err: unknown) => {
      refused(c, err);
      return done();
    };
    return answer instanceof Promise ? answer.then(done, failed) : done();
  };
  const front: ApiFront = {
    route: (c, next) => around(c, guards, next) as ReturnType<Step>,
    unmatched: (c, before) =>
      around(c, methods, async () => {
        await before(c);
        throw new AppError('not_found');
      }) as Response | Promise<Response>,
    knowRoutes: (table) => {
      routes = table;
    },
  };
  fronts.set(deps, front);
  return front;
}

interface RouterEntry {
  method: string;
  path: string;
}

/** Set before the route runs. On Node's response they are defaults: an answer naming one wins. */
function defaults(c: Context<AppEnv>, trustProxy: boolean): boolean {
  const tls = trustProxy && cameOverTls(true, requestHeader(c, 'x-forwarded-proto'));
  for (const [k, v] of API_SECURITY_HEADERS[tls ? 'tls' : 'plain']) setAnswerHeader(c, k, v);
  setAnswerHeader(c, 'Content-Language', c.get('locale'));
  const onNode = setsOnNode(c);
  if (onNode) {
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    // Every JSON answer varies with it, compressed or not (compression.ts adds it in process).
    setAnswerHeader(c, 'Vary', 'Accept-Encoding');
  }
  return onNode;
}

/** A guard's refusal (405, 400, 413), answered as Hono answers a step that throws. */
function refused(c: Context<AppEnv>, err: unknown): Response {
  c.error = err as Error;
  c.res = errorResponse(err, c);
  return c.res;
}

function finish(
  c: Context<AppEnv>,
  deps: Pick<Deps, 'env' | 'log'>,
  onNode: boolean,
  started: number,
): Response | Promise<Response> {
  const compressed = compressAnswer(c, onNode);
  const done = () => {
    if (!onNode) headersInProcess(c, deps.env.TRUST_PROXY);
    const status = c.res.status;
    if (status < 500) outageLog.succeeded(c.get('log'));
    logRequest(deps.log, {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    });
    return c.res;
  };
  return compressed ? compressed.then(done) : done();
}

/** Without Node's response (`app.request` in tests) the answer itself carries the defaults. */
function headersInProcess(c: Context<AppEnv>, trustProxy: boolean): void {
  const headers = c.res.headers;
  if (headers.get('X-Request-Id') === c.get('requestId')) {
    // Made by this request's context (c.json, c.body) with the headers above: completed in place.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    return;
  }
  // A Response the route built itself (it may be shared or immutable): copied, as Hono does.
  if (!headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  const tls = trustProxy && cameOverTls(true, requestHeader(c, 'x-forwarded-proto'));
  for (const [k, v] of API_SECURITY_HEADERS[tls ? 'tls' : 'plain']) c.header(k, v);
  c.header('Content-Language', c.get('locale'));
  c.header('X-Request-Id', c.get('requestId'));
}
