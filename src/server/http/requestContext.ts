import type { Context, MiddlewareHandler } from 'hono';
import { negotiateLocale } from '../../../i18n/locales.ts';
import { serverT } from '../platform/i18n.ts';
import { LazyRequestLogger } from '../platform/logger.ts';
import { requestHeader, requestIdOf, setAnswerHeader } from './answerHeaders.ts';
import type { AppEnv, Deps } from './context.ts';
import { memo } from './memo.ts';

/**
 * What every request carries, API or page: its id (also on the answer), its language, its
 * translator and its logger. One per app (the language memo is shared by its requests).
 */
export function requestEntry(deps: Pick<Deps, 'log'>): (c: Context<AppEnv>) => void {
  // Browsers send few distinct Accept-Language values: each is negotiated once.
  const localeOf = memo(negotiateLocale);
  return (c) => {
    const requestId = requestIdOf(requestHeader(c, 'x-request-id'));
    c.set('requestId', requestId);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    const locale = localeOf(requestHeader(c, 'accept-language') ?? '');
    c.set('locale', locale);
    c.set('t', serverT(locale));
    c.set('log', new LazyRequestLogger(deps.log, requestId));
  };
}

/**
 * Before any page (anything but the API): the request's context, then `pages` (an operator's
 * own domain serves its site ahead of every platform page). The API has its own front
 * (apiFront.ts), folded into each route.
 */
export function pageContext(
  enter: (c: Context<AppEnv>) => void,
  pages: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    enter(c);
    return pages(c, next);
  };
}
