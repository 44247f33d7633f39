import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors.ts';
import { forgetOnWrite } from './accountCache.ts';
import type { AppEnv, Deps } from './context.ts';
import { rejectNul } from './rejectNul.ts';
import { methodGuard } from './allowed.ts';

const BODY_LIMIT = 64 * 1024;
const MB = 1024 * 1024;
/**
 * The only routes whose bodies may be larger, by exact method and path (a trailing slash or
 * any other path keeps the 64 KB): the staff console's template pictures and packs, sent as
 * base64 in JSON (staff/templateRoutes.ts; 2 MB a picture, a pack's folder up to 30 MB).
 */
const LARGER_BODIES: Readonly<Record<string, number>> = {
  'POST /api/staff/templates/add': 6 * MB,
  'POST /api/staff/templates/edit': 6 * MB,
  'POST /api/staff/templates/import': 41 * MB,
};
/** The body a route takes at most (the hostile-input sweep sends one byte more). */
export const bodyLimitOf = (method: string, path: string): number => LARGER_BODIES[`${method} ${path}`] ?? BODY_LIMIT;

const tooLarge = () => {
  throw new AppError('payload_too_large');
};

/**
 * A larger body's own guard (its limit, then the NUL check), which its route mounts after its
 * door: the front only refuses a declared length over the limit, so a caller the door refuses
 * (no staff session) has the server read nothing of what may be 41 MB.
 */
export function largeBody(method: string, path: string): MiddlewareHandler<AppEnv> {
  const maxSize = LARGER_BODIES[`${method.toUpperCase()} ${path}`];
  if (!maxSize) throw new Error(`${method} ${path} is not a route of larger bodies`);
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  const nul = rejectNul();
  return (c, next) => limit(c, () => nul(c, next) as Promise<void>);
}

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
  const limitBody = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });
  const forget = forgetOnWrite(deps);
  const nul = rejectNul();
  return (c, next) => {
    methodAllowed(c);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return nul(c, next);
    const larger = LARGER_BODIES[`${c.req.method} ${c.req.path}`];
    if (larger) {
      // Read by the route after its door (largeBody): here only what the caller declared.
      if (Number(c.req.header('content-length') ?? 0) > larger) tooLarge();
      return forget(c, next);
    }
    return limitBody(c, async () => {
      await nul(c, async () => {
        await forget(c, next);
      });
    });
  };
}
