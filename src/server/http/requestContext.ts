import type { Context, MiddlewareHandler, Next } from 'hono';
import { negotiateLocale } from '../../../i18n/locales.ts';
import { outageLog } from '../db/outage.ts';
import { API_HEADERS, cameOverTls, withHsts } from '../edge/rules.ts';
import { serverT } from '../platform/i18n.ts';
import { LazyRequestLogger, logRequest } from '../platform/logger.ts';
import { requestIdOf, setAnswerHeader, setsOnNode } from './answerHeaders.ts';
import type { AppEnv, Deps } from './context.ts';
import { errorResponse } from './errors.ts';
import { memo } from './memo.ts';

/** API answers are data, never documents: the headers of edge/rules.ts, HSTS when over TLS. */
const API_SECURITY_HEADERS = {
  plain: Object.entries(withHsts(API_HEADERS, false)),
  tls: Object.entries(withHsts(API_HEADERS, true)),
};

/** What runs after the request's context: for pages, and around every API route. */
export interface RequestSteps {
  /** Anything but the API (an operator's own domain serves its site). */
  pages: MiddlewareHandler<AppEnv>;
  /** The API's guards and compression, called here rather than mounted (see below). */
  api: MiddlewareHandler<AppEnv>;
}

/**
 * What every request carries (its id, language, translator and logger) and, for the API,
 * the answer's default headers, its guards and compression, and the request's log line: one
 * Hono step for what every API request pays, since each mounted step costs an async dispatch
 * of Hono's and its promises (issues 16 and 26).
 */
export function requestContext(deps: Pick<Deps, 'env' | 'log'>, steps: RequestSteps): MiddlewareHandler<AppEnv> {
  // Browsers send few distinct Accept-Language values: each is negotiated once.
  const localeOf = memo(negotiateLocale);
  return (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    const locale = localeOf(c.req.header('accept-language') ?? '');
    c.set('locale', locale);
    c.set('t', serverT(locale));
    c.set('log', new LazyRequestLogger(deps.log, requestId));
    return c.req.path.startsWith('/api/') ? apiAnswer(c, next, deps, steps.api) : steps.pages(c, next);
  };
}

async function apiAnswer(
  c: Context<AppEnv>,
  next: Next,
  deps: Pick<Deps, 'env' | 'log'>,
  api: MiddlewareHandler<AppEnv>,
): Promise<void> {
  const started = performance.now();
  const locale = c.get('locale');
  const tls = deps.env.TRUST_PROXY && cameOverTls(true, c.req.header('x-forwarded-proto'));
  const security = API_SECURITY_HEADERS[tls ? 'tls' : 'plain'];
  // Set before the route runs. On Node's response they are defaults: an answer naming one wins.
  for (const [k, v] of security) setAnswerHeader(c, k, v);
  setAnswerHeader(c, 'Content-Language', locale);
  const onNode = setsOnNode(c);
  if (onNode) setAnswerHeader(c, 'Cache-Control', 'no-store');
  try {
    await api(c, next);
  } catch (err) {
    // A guard's refusal (405, 400, 413): answered here as Hono answers a step that throws.
    c.error = err as Error;
    c.res = await errorResponse(err, c);
  }
  if (!onNode) {
    const headers = c.res.headers;
    if (headers.get('X-Request-Id') === c.get('requestId')) {
      // Made by this request's context (c.json, c.body) with the headers above: completed in place.
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    } else {
      // A Response the route built itself (it may be shared or immutable): copied, as Hono does.
      if (!headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      for (const [k, v] of security) c.header(k, v);
      c.header('Content-Language', locale);
      c.header('X-Request-Id', c.get('requestId'));
    }
  }
  const status = c.res.status;
  if (status < 500) outageLog.succeeded(c.get('log'));
  logRequest(deps.log, {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round(performance.now() - started),
  });
}
