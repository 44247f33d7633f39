import type { Context } from 'hono';
import { AppError } from '../../shared/errors.ts';
import { memo } from './memo.ts';

/** A route as the router lists it (`app.routes`): middleware is listed with method ALL. */
interface RouterEntry {
  method: string;
  path: string;
}

/** A Hono path pattern as a regular expression: `:id`, `:file{re}`, `*`. */
function patternOf(path: string): RegExp {
  const re = path
    .split('/')
    .map((seg) => {
      const param = seg.match(/^:\w+(?:\{(.+)\})?$/);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      if (seg === '*') return '.*';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${re}/?$`);
}

/**
 * `Allow` for a path some route serves with other methods (405), or null (404), from the
 * router's own table: a route added anywhere is known here without being listed twice.
 */
export function allowedMethods(table: readonly RouterEntry[], prefix: string): (path: string) => string | null {
  const routes = table
    .filter((r) => r.method !== 'ALL' && r.path.startsWith(prefix))
    .map((r) => ({ method: r.method, re: patternOf(r.path) }));
  return (path) => {
    const methods = [...new Set(routes.filter((r) => r.re.test(path)).map((r) => r.method))];
    if (!methods.length) return null;
    if (methods.includes('GET')) methods.push('HEAD');
    return methods.join(', ');
  };
}

/**
 * A known path asked with a method it does not take: 405 with `Allow` (requestGuards.ts runs
 * it before any other check). The table is the router's own (`routes`), read on the first
 * request, once every route is mounted; each path's answer is remembered (bounded), since the
 * check runs on every request.
 */
export function methodGuard(routes: () => readonly RouterEntry[], prefix: string): (c: Context) => void {
  let allowed: ((path: string) => Set<string> | null) | undefined;
  return (c) => {
    if (!allowed) {
      const table = allowedMethods(routes(), prefix);
      allowed = memo((path: string) => {
        const allow = table(path);
        return allow ? new Set(allow.split(', ')) : null;
      });
    }
    const methods = allowed(c.req.path);
    if (methods && !methods.has(c.req.method)) {
      throw new AppError('method_not_allowed', { headers: { Allow: [...methods].join(', ') } });
    }
  };
}
