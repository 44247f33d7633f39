import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors.ts';
import { forgetOnWrite } from './accountCache.ts';
import type { AppEnv, Deps } from './context.ts';
import { rejectNul } from './rejectNul.ts';
import { methodGuard } from './allowed.ts';

const BODY_LIMIT = 64 * 1024;

/**
 * The API's input guards in one step: a method the path does not take is a 405 (before any
 * other check); every request's query is checked for NUL (rejectNul.ts); a write's
 * body is limited and checked too, and once answered it forgets the cached reads it may have
 * changed. A read (most requests) has no body, and asking for one (c.req.raw.body) would
 * build an undici Request: it passes in one synchronous check, with nothing allocated.
 */
export function requestGuards(
  deps: Pick<Deps, 'db' | 'listen'>,
  routes: () => readonly { method: string; path: string }[],
): MiddlewareHandler<AppEnv> {
  const methodAllowed = methodGuard(routes, '/api/');
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  const forget = forgetOnWrite(deps);
  const nul = rejectNul();
  return (c, next) => {
    methodAllowed(c);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return nul(c, next);
    return limitBody(c, async () => {
      await nul(c, async () => {
        await forget(c, next);
      });
    });
  };
}
