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
